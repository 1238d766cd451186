import { parseArgs } from 'node:util';
import { PORTAL_CLI, PORTAL_CLI_SIMULATE } from '@portal/contract';
import { UsageError, events, listen, randomWebhookSecret, trigger, type Out } from './commands';
import { simulate } from './simulate';
import { PartnerApiError, createPartnerClient, type PartnerClient } from '@portal/sdk';

const { commands, options: opt } = PORTAL_CLI;
const HELP = `portal-cli: the partner portal's events on a developer's machine

Usage:
${[...Object.values(commands), PORTAL_CLI_SIMULATE].map((c) => `  ${c.usage}`).join('\n')}

Every command signs its calls with an API key of the portal (scope events:read; trigger needs events:write,
simulate a sandbox key with the write scope of what it changes):
  ${opt.url.flag.padEnd(19)}  the portal's address          (or ${opt.url.env}; default ${PORTAL_CLI.defaultUrl})
  ${opt.apiKey.flag.padEnd(19)}  the key's token               (or ${opt.apiKey.env})
  ${opt.apiSecret.flag.padEnd(19)}  the key's secret              (or ${opt.apiSecret.env})
`;

const OPTIONS = {
  url: { type: 'string' },
  'api-key': { type: 'string' },
  'api-secret': { type: 'string' },
  'forward-to': { type: 'string' },
  'webhook-secret': { type: 'string' },
  after: { type: 'string' },
  since: { type: 'string' },
  until: { type: 'string' },
  type: { type: 'string' },
  limit: { type: 'string' },
  json: { type: 'boolean' },
  wallet: { type: 'string' },
  card: { type: 'string' },
  client: { type: 'string' },
  authorisation: { type: 'string' },
  amount: { type: 'string' },
  currency: { type: 'string' },
  details: { type: 'string' },
  merchant: { type: 'string' },
  outcome: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function clientOf(v: { url?: string; 'api-key'?: string; 'api-secret'?: string }, env: NodeJS.ProcessEnv): PartnerClient {
  const token = v['api-key'] ?? env[opt.apiKey.env];
  const secret = v['api-secret'] ?? env[opt.apiSecret.env];
  if (!token || !secret) {
    throw new UsageError(`give the API key: --api-key and --api-secret (or ${opt.apiKey.env} and ${opt.apiSecret.env})`);
  }
  return createPartnerClient({ baseUrl: v.url ?? env[opt.url.env] ?? PORTAL_CLI.defaultUrl, apiKey: token, apiSecret: secret });
}

export async function run(argv: string[], env: NodeJS.ProcessEnv, out: Out, signal: AbortSignal): Promise<number> {
  try {
    const { values: v, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const [command, ...rest] = positionals;
    if (v.help || !command) {
      out.line(HELP);
      return command || v.help ? 0 : 2;
    }
    const api = () => clientOf(v, env);
    switch (command) {
      case 'listen':
        if (!v['forward-to']) throw new UsageError('listen: give --forward-to URL');
        await listen({
          api: api(),
          forwardTo: v['forward-to'],
          secret: v['webhook-secret'] ?? randomWebhookSecret(),
          after: v.after,
          signal,
          out,
        });
        return 0;
      case 'trigger':
        await trigger({ api: api(), type: rest[0], wallet: v.wallet, out });
        return 0;
      case 'simulate':
        await simulate({ api: api(), kind: rest[0], flags: v, out });
        return 0;
      case 'events': {
        const limit = Number(v.limit ?? 100);
        if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError('--limit: a whole number from 1 to 10000');
        await events({ api: api(), since: v.since, until: v.until, type: v.type, limit, json: !!v.json, out });
        return 0;
      }
      default:
        throw new UsageError(`unknown command ${command}\n\n${HELP}`);
    }
  } catch (err) {
    if (err instanceof PartnerApiError) out.note(`portal-cli: the portal refused: ${err.message}`);
    else if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      out.note(`portal-cli: ${(err as Error).message}`);
    else out.note(`portal-cli: ${((err as Error).cause as Error | undefined)?.message ?? (err as Error).message}`);
    return err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1;
  }
}

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());
const out: Out = { line: (t) => process.stdout.write(`${t}\n`), note: (t) => process.stderr.write(`${t}\n`) };
process.exitCode = await run(process.argv.slice(2), process.env, out, stop.signal);
