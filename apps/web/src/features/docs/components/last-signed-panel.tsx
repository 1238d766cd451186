import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLastSigningEvent } from '../hooks/use-signing-events';
import { CodeBlock } from './code-block';

/** What the try-it signed last: the exact string, the signature and the headers it sent. */
export function LastSignedPanel() {
  const { t } = useTranslation('docs');
  const event = useLastSigningEvent();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="last-signed-title" aria-live="polite">
      <Stack gap="sm">
        <Title order={2} size="h4" id="last-signed-title">
          {t('api.lastSigned.title')}
        </Title>
        {!event && <Text size="sm">{t('api.lastSigned.none')}</Text>}
        {event?.kind === 'missingCredentials' && (
          <Alert
            color="orange"
            variant="light"
            title={t('api.lastSigned.missingTitle')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('api.lastSigned.missing', { call: `${event.method} ${event.pathWithQuery}` })}
          </Alert>
        )}
        {event?.kind === 'session' && (
          <Text size="sm">{t('api.lastSigned.session', { call: `${event.method} ${event.pathWithQuery}` })}</Text>
        )}
        {event?.kind === 'signed' && (
          <Stack gap="xs" data-testid="last-signed">
            <Text size="sm">{t('api.lastSigned.call', { call: `${event.request.method} ${event.request.pathWithQuery}` })}</Text>
            <Text size="sm" fw={600}>
              {t('api.lastSigned.stringToSign')}
            </Text>
            <CodeBlock code={event.request.stringToSign} label={t('api.lastSigned.stringToSign')} />
            <Table withTableBorder withColumnBorders fz="sm">
              <Table.Caption>{t('api.lastSigned.headers')}</Table.Caption>
              <Table.Tbody>
                {Object.entries(event.request.headers).map(([name, value]) => (
                  <Table.Tr key={name}>
                    <Table.Th scope="row" ff="monospace">
                      {name}
                    </Table.Th>
                    <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                      {value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
