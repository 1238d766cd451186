import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SANDBOX_MAGIC } from '@portal/contract';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { environmentStore, useEnvironment } from '../../../lib/environment';
import { useCan } from '../../../lib/role';
import { SIMULATION_KINDS } from './kinds';
import { ResetSandbox } from './reset-sandbox';

const declines = Object.entries(SANDBOX_MAGIC.declineByCents);

/** /simulations: the bank's side of every flow, on demand, in the sandbox; live offers the switch instead. */
export function SimulationsScreen() {
  const { t } = useTranslation('simulations');
  const sandbox = useEnvironment() === 'sandbox';
  // the server refuses the calls to other roles (webhooks.manage): say so rather than offer forms that fail
  const allowed = useCan('webhooks.manage');
  // emptying the sandbox is a partner setting (Owner, Admin), apart from running simulations
  const canReset = useCan('partner.settings');
  useDocumentTitle(t('title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {!allowed ? (
        <Alert color="gray" variant="light">
          {t('notAllowed')}
        </Alert>
      ) : !sandbox ? (
        <Alert color="gray" variant="light" title={t('liveTitle')}>
          <Stack gap="sm" align="flex-start">
            <span>{t('live')}</span>
            <Button onClick={() => environmentStore.set('sandbox')}>{t('openSandbox')}</Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text>{t('intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('magic', {
              declines: declines.map(([cents, reason]) => t('magicDecline', { cents, reason: t(`card.reasons.${reason}`) })).join('; '),
              name: SANDBOX_MAGIC.rejectedLastName,
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {SIMULATION_KINDS.map((k) => (
              <Paper key={k.key} withBorder p="md" component="section" aria-labelledby={`simulation-${k.key}`}>
                <Stack gap="xs">
                  <Title order={2} size="h4" id={`simulation-${k.key}`}>
                    {t(`kinds.${k.key}.title`)}
                  </Title>
                  <Text size="sm">{t(`kinds.${k.key}.intro`)}</Text>
                  {k.form()}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}
      {sandbox && canReset && <ResetSandbox />}
    </Stack>
  );
}
