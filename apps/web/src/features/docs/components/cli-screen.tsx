import { Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PORTAL_CLI, PORTAL_CLI_SIMULATE, WEBHOOK_HEADERS, type PortalCliCommand } from '@portal/contract';
import { CodeBlock } from './code-block';
import { CodeTable } from './code-table';
import { DocsPage, DocsSection } from './docs-page';

/** What each command does (docs.json); the compiler asks for a new command of the contract. */
const COMMAND_KEYS = {
  listen: 'cli.commands.listen',
  trigger: 'cli.commands.trigger',
  events: 'cli.commands.events',
} as const satisfies Record<PortalCliCommand, string>;
const OPTION_KEYS = {
  url: 'cli.options.url',
  apiKey: 'cli.options.apiKey',
  apiSecret: 'cli.options.apiSecret',
} as const satisfies Record<keyof typeof PORTAL_CLI.options, string>;

const { bin, options } = PORTAL_CLI;
/** From a clone: the placeholders (translated) stand for the partner's own values. */
const clone = (ph: { repository: string; token: string; secret: string }) =>
  [
    `git clone <${ph.repository}> portal && cd portal`,
    'npm ci',
    `export ${options.url.env}=https://portal.example.com`,
    `export ${options.apiKey.env}=<${ph.token}>`,
    `export ${options.apiSecret.env}=<${ph.secret}>`,
    `npx ${bin} listen --forward-to http://localhost:3000/webhooks`,
  ].join('\n');
const NPX_HELP = `npx ${PORTAL_CLI.packageName} --help`;
const LISTEN_OUTPUT = `Forwarding events to http://localhost:3000/webhooks
Webhook signing secret: whsec_… (verify ${WEBHOOK_HEADERS.signature} with it; Ctrl-C to stop)
Connected to the event stream.
2025-10-09T08:53:20.000Z  ACCOUNT_CREATED   6f1f5c0e-2d1b-4c55-9a8e-3c1d2b4a5e6f  [200] 12 ms`;

/** /docs/cli: portal-cli on a developer's machine, its commands and options from the contract (PORTAL_CLI). */
export function CliScreen() {
  const { t } = useTranslation('docs');
  const commands = Object.entries(PORTAL_CLI.commands) as Array<[PortalCliCommand, (typeof PORTAL_CLI.commands)[PortalCliCommand]]>;
  return (
    <DocsPage title={t('cli.title')} intro={t('cli.intro')}>
      <DocsSection id="cli-run" title={t('cli.run.title')}>
        <Text>{t('cli.run.intro')}</Text>
        <CodeBlock
          code={clone({ repository: t('cli.run.repository'), token: t('cli.run.token'), secret: t('cli.run.secret') })}
          label={t('cli.run.sample')}
        />
        <Text>
          {t('cli.run.npm')} <Code>{NPX_HELP}</Code>
        </Text>
      </DocsSection>
      <DocsSection id="cli-commands" title={t('cli.commands.title')}>
        <CodeTable
          caption={t('cli.commands.caption')}
          headers={[t('cli.commands.usage'), t('cli.commands.meaning')]}
          rows={[
            ...commands.map(([name, c]): [string, React.ReactNode] => [
              c.usage,
              <>
                {t(COMMAND_KEYS[name])} {t('cli.commands.scope')} <Code>{c.scope}</Code>
              </>,
            ]),
            [PORTAL_CLI_SIMULATE.usage, t('cli.commands.simulate')] as [string, React.ReactNode],
          ]}
        />
        <CodeBlock code={LISTEN_OUTPUT} label={t('cli.commands.listenSample')} />
        <List spacing="xs">
          <List.Item>{t('cli.commands.listenSecret')}</List.Item>
          <List.Item>{t('cli.commands.listenResume')}</List.Item>
          <List.Item>{t('cli.commands.since')}</List.Item>
        </List>
      </DocsSection>
      <DocsSection id="cli-options" title={t('cli.options.title')}>
        <CodeTable
          caption={t('cli.options.caption')}
          headers={[t('cli.options.flag'), t('cli.options.meaning')]}
          rows={(Object.keys(OPTION_KEYS) as Array<keyof typeof OPTION_KEYS>).map((k) => [
            options[k].flag,
            <>
              {t(OPTION_KEYS[k], { default: PORTAL_CLI.defaultUrl })} {t('cli.options.env')} <Code>{options[k].env}</Code>
            </>,
          ])}
        />
      </DocsSection>
    </DocsPage>
  );
}
