import { Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EVENTS_PAGE,
  EVENTS_RETENTION_DAYS,
  EVENTS_STREAM_EVENT,
  EVENTS_STREAM_HEARTBEAT_MS,
  EVENTS_STREAM_MAX_MS,
  EVENTS_STREAM_RETRY_MS,
  PARTNER_API,
  SIGNATURE_HEADERS,
  eventsQuery,
  eventsStreamQuery,
  webhookEventExample,
  type PartnerEvent,
} from '@portal/contract';
import { CodeBlock } from './code-block';
import { CodeTable } from './code-table';
import { DocsPage, DocsSection } from './docs-page';

/** The calls of the Events API, in the order the page explains them, with what each does (docs.json). */
const CALLS = [
  { route: PARTNER_API.events, key: 'events.calls.list' },
  { route: PARTNER_API.event, key: 'events.calls.one' },
  { route: PARTNER_API.eventsStream, key: 'events.calls.stream' },
  { route: PARTNER_API.triggerEvent, key: 'events.calls.trigger' },
] as const;

/** What each query parameter means; the compiler asks for a new parameter of the contract. */
const LIST_PARAMS = {
  type: 'events.params.type',
  since: 'events.params.since',
  until: 'events.params.until',
  cursor: 'events.params.cursor',
  limit: 'events.params.limit',
} as const satisfies Record<keyof typeof eventsQuery.shape, string>;
const STREAM_PARAMS = { after: 'events.params.after' } as const satisfies Record<keyof typeof eventsStreamQuery.shape, string>;

/** An event as the Events API answers it: the catalogue's example of a type, with an id. */
const EXAMPLE: PartnerEvent = { id: '6f1f5c0e-2d1b-4c55-9a8e-3c1d2b4a5e6f', test: false, ...webhookEventExample('ACCOUNT_CREATED') };
const SIGNED = Object.values(SIGNATURE_HEADERS)
  .map((h, i) => `${h}: ${['<token>', '<unix seconds>', '<signature>'][i]}`)
  .join('\n');
const signedGet = (path: string) => `GET ${path} HTTP/1.1\n${SIGNED}`;
const STREAM_SAMPLE = [
  `${signedGet(PARTNER_API.eventsStream.path)}\nLast-Event-ID: 3a7c9e12-5b64-4f0d-8e21-7d9b0c4f6a13\n`,
  `retry: ${EVENTS_STREAM_RETRY_MS}\n: connected\n`,
  `id: ${EXAMPLE.id}\nevent: ${EVENTS_STREAM_EVENT}\ndata: ${JSON.stringify(EXAMPLE)}\n`,
].join('\n');
const TRIGGER_SAMPLE = [
  `POST ${PARTNER_API.triggerEvent.path} HTTP/1.1`,
  SIGNED,
  'content-type: application/json',
  '',
  JSON.stringify({ type: 'CARD_CREATED' }),
].join('\n');
const minutes = (ms: number) => String(Math.round(ms / 60_000));

/**
 * /docs/events: the Events API, pull and stream, from the contract (calls, scopes, parameters,
 * limits, the example of the event catalogue), in the shape of /docs/webhooks.
 */
export function EventsApiScreen() {
  const { t } = useTranslation('docs');
  const call = (r: { method: string; path: string }) => `${r.method} ${r.path.replace(':eventId', '{eventId}')}`;
  return (
    <DocsPage title={t('events.title')} intro={t('events.intro', { days: String(EVENTS_RETENTION_DAYS) })}>
      <DocsSection id="events-calls" title={t('events.calls.title')}>
        <CodeTable
          caption={t('events.calls.caption')}
          headers={[t('events.calls.call'), t('events.calls.meaning')]}
          rows={CALLS.map(({ route, key }) => [
            call(route),
            <>
              {t(key)} {t('events.calls.scope')} <Code>{route.scope}</Code>
            </>,
          ])}
        />
      </DocsSection>
      <DocsSection id="events-list" title={t('events.list.title')}>
        <Text>{t('events.list.intro', { days: String(EVENTS_RETENTION_DAYS) })}</Text>
        <CodeTable
          caption={t('events.params.caption', { call: call(PARTNER_API.events) })}
          headers={[t('events.params.name'), t('events.params.meaning')]}
          rows={Object.entries(LIST_PARAMS).map(([name, key]) => [
            name,
            t(key, { default: String(EVENTS_PAGE.default), max: String(EVENTS_PAGE.max) }),
          ])}
        />
        <CodeBlock
          code={`${signedGet(`${PARTNER_API.events.path}?type=ACCOUNT_CREATED&since=2025-10-09T00:00:00Z&limit=1`)}\n\n${JSON.stringify(
            { list: [EXAMPLE], nextCursor: 'eyJ0IjoiMjAyNS0xMC0wOVQwODo1MzoyMC4wMDBaIn0' },
            null,
            2,
          )}`}
          label={t('events.list.sample')}
        />
        <Text>{t('events.list.catchUp')}</Text>
      </DocsSection>
      <DocsSection id="events-stream" title={t('events.stream.title')}>
        <Text>{t('events.stream.intro')}</Text>
        <CodeTable
          caption={t('events.params.caption', { call: call(PARTNER_API.eventsStream) })}
          headers={[t('events.params.name'), t('events.params.meaning')]}
          rows={[
            ...Object.entries(STREAM_PARAMS).map(([name, key]): [string, string] => [name, t(key)]),
            ['Last-Event-ID', t('events.params.lastEventId')],
          ]}
        />
        <CodeBlock code={STREAM_SAMPLE} label={t('events.stream.sample')} />
        <List spacing="xs">
          <List.Item>{t('events.stream.resume')}</List.Item>
          <List.Item>{t('events.stream.heartbeat', { seconds: String(EVENTS_STREAM_HEARTBEAT_MS / 1000) })}</List.Item>
          <List.Item>{t('events.stream.ends', { minutes: minutes(EVENTS_STREAM_MAX_MS) })}</List.Item>
          <List.Item>{t('events.stream.processes')}</List.Item>
        </List>
      </DocsSection>
      <DocsSection id="events-trigger" title={t('events.trigger.title')}>
        <Text>{t('events.trigger.intro')}</Text>
        <CodeBlock code={TRIGGER_SAMPLE} label={t('events.trigger.sample')} />
      </DocsSection>
    </DocsPage>
  );
}
