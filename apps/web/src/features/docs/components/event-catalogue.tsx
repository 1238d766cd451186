import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, webhookEventExample, type WebhookEventType } from '@portal/contract';
import { payloadFields } from '../lib/payload-fields';
import { CodeBlock } from './code-block';

/** The catalogue's one-line "sent when", as `docs.json` translates it (the compiler asks for each new type). */
export const EVENT_KEYS = {
  ACCOUNT_CREATED: 'webhooks.events.ACCOUNT_CREATED',
  ACCOUNT_UPDATED: 'webhooks.events.ACCOUNT_UPDATED',
  CARD_CREATED: 'webhooks.events.CARD_CREATED',
  CARD_UPDATED: 'webhooks.events.CARD_UPDATED',
} as const satisfies Record<WebhookEventType, string>;

/** Where the field is in the delivery's body. */
const entityPath = (name: string) => ['entity', name].join('.');

/** One type of the event catalogue: when it is sent, the fields of its entity and an example body. */
function CatalogueEntry({ type }: { type: WebhookEventType }) {
  const { t } = useTranslation('docs');
  const id = `event-${type}`;
  return (
    <Stack gap="xs" component="article" aria-labelledby={id}>
      <Title order={3} id={id}>
        <Code fz="inherit">{type}</Code>
      </Title>
      <Text>
        {t('webhooks.events.when')} {t(EVENT_KEYS[type])}
      </Text>
      <Table withTableBorder striped>
        <Table.Caption>{t('webhooks.catalogue.fields', { type })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('webhooks.catalogue.field')}</Table.Th>
            <Table.Th scope="col">{t('webhooks.catalogue.fieldType')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payloadFields(type).map((f) => (
            <Table.Tr key={f.name}>
              <Table.Td>
                <Code>{entityPath(f.name)}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{f.nullable ? t('webhooks.catalogue.nullable', { type: f.type }) : f.type}</Text>
                {f.values.length > 0 && (
                  <Text size="xs">
                    {t('webhooks.catalogue.values')} {f.values.join(', ')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CodeBlock code={JSON.stringify(webhookEventExample(type), null, 2)} label={t('webhooks.catalogue.example', { type })} />
    </Stack>
  );
}

/** Every type of the contract's catalogue, in its order. */
export function EventCatalogue() {
  return (
    <Stack gap="xl">
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <CatalogueEntry key={type} type={type} />
      ))}
    </Stack>
  );
}
