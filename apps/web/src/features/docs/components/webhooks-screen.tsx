import { Button, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_HEADERS, WEBHOOK_TIMING } from '@portal/contract';
import { SAMPLE_WEBHOOK, standardWebhookSamples, webhookSamples } from '../lib/code-samples';
import { shortDuration } from '../lib/durations';
import { CodeBlock } from './code-block';
import { CodeSamples } from './code-samples';
import { CodeTable } from './code-table';
import { DocsPage, DocsSection } from './docs-page';
import { EVENT_KEYS, EventCatalogue } from './event-catalogue';

/** /docs/webhooks: envelope, headers, signature and retries of CONTRACTS §6; the form is a disabled demo. */
export function WebhooksScreen() {
  const { t } = useTranslation('docs');
  const headerRows: Array<[string, string]> = [
    [WEBHOOK_HEADERS.id, t('webhooks.headers.id')],
    [WEBHOOK_HEADERS.timestamp, t('webhooks.headers.ts')],
    [WEBHOOK_HEADERS.signature, t('webhooks.headers.sig')],
  ];
  const days = String(WEBHOOK_TIMING.retryPeriodMs / 86_400_000);
  return (
    <DocsPage title={t('webhooks.title')} intro={t('webhooks.intro')}>
      <DocsSection id="webhooks-demo" title={t('webhooks.demo.title')}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text size="sm">{t('webhooks.demo.intro')}</Text>
            <TextInput label={t('webhooks.demo.url')} value="https://api.your-company.example/webhooks/bank" disabled readOnly />
            <TextInput label={t('webhooks.demo.secret')} value="whsec_3b9f0c2e7a" disabled readOnly />
            <Group justify="flex-end">
              <Button variant="default" disabled>
                {t('webhooks.demo.test')}
              </Button>
              <Button disabled>{t('webhooks.demo.save')}</Button>
            </Group>
          </Stack>
        </Paper>
      </DocsSection>
      <DocsSection id="webhooks-events" title={t('webhooks.events.title')}>
        <CodeTable
          caption={t('webhooks.events.caption')}
          headers={[t('webhooks.events.type'), t('webhooks.events.when')]}
          rows={WEBHOOK_EVENT_TYPES.map((type) => [type, t(EVENT_KEYS[type])])}
        />
        <Text>{t('webhooks.catalogue.intro')}</Text>
        <EventCatalogue />
      </DocsSection>
      <DocsSection id="webhooks-envelope" title={t('webhooks.envelope.title')}>
        <Text>{t('webhooks.envelope.intro')}</Text>
        <CodeBlock
          code={`POST /webhooks/bank HTTP/1.1\n${Object.entries(SAMPLE_WEBHOOK.headers)
            .map(([k, v]) => `${k}: ${v}`)
            .join('\n')}\n\n${JSON.stringify(SAMPLE_WEBHOOK.body, null, 2)}`}
          label={t('webhooks.envelope.sample')}
        />
      </DocsSection>
      <DocsSection id="webhooks-headers" title={t('webhooks.headers.title')}>
        <CodeTable
          caption={t('webhooks.headers.caption')}
          headers={[t('webhooks.headers.name'), t('webhooks.headers.meaning')]}
          rows={headerRows}
        />
        <Text>{t('webhooks.headers.signing')}</Text>
        <CodeBlock code={'hex( HMAC-SHA256( secret, x-webhook-ts + "." + rawBody ) )'} label={t('webhooks.headers.formula')} />
      </DocsSection>
      <DocsSection id="webhooks-retries" title={t('webhooks.retries.title')}>
        <List spacing="xs">
          <List.Item>{t('webhooks.retries.success', { seconds: String(WEBHOOK_TIMING.attemptTimeoutMs / 1000) })}</List.Item>
          <List.Item>
            {t('webhooks.retries.backoff', {
              delays: WEBHOOK_TIMING.retryDelaysMs.map(shortDuration).join(', '),
              later: shortDuration(WEBHOOK_TIMING.laterDelayMs),
              days,
            })}
          </List.Item>
          <List.Item>{t('webhooks.retries.disabled', { days: String(WEBHOOK_TIMING.disableAfterMs / 86_400_000) })}</List.Item>
          <List.Item>{t('webhooks.retries.sameId')}</List.Item>
          <List.Item>{t('webhooks.retries.order')}</List.Item>
          <List.Item>{t('webhooks.retries.durable')}</List.Item>
          <List.Item>{t('webhooks.retries.attempts')}</List.Item>
          <List.Item>{t('webhooks.retries.private')}</List.Item>
        </List>
      </DocsSection>
      <DocsSection id="webhooks-verify" title={t('webhooks.verify.title')}>
        <Text>{t('webhooks.verify.intro')}</Text>
        <CodeSamples samples={webhookSamples()} label={t('webhooks.verify.label')} />
      </DocsSection>
      <DocsSection id="webhooks-standard" title={t('webhooks.standard.title')}>
        <Text>{t('webhooks.standard.intro')}</Text>
        <CodeSamples samples={standardWebhookSamples()} label={t('webhooks.standard.label')} />
      </DocsSection>
    </DocsPage>
  );
}
