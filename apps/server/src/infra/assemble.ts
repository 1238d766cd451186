import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, BaseContext } from '../context';
import { jobRunner } from './jobs';
import { createMailer } from './mailer';
import { noSockets } from './realtime';
import { uploadsStorage } from './storage';

/**
 * A context from its base: files in DATA_DIR/uploads, mail over SMTP_URL or into the embedded
 * mailbox, no sockets yet (the app attaches them), a job runner not started. Webhook nudges reach the
 * worker the app builds from this context; without one (the command line) they reach nobody.
 */
export function withInfrastructure(
  base: BaseContext,
  log: FastifyBaseLogger,
  o: Partial<Pick<AppContext, 'storage' | 'mailer'>> = {},
): AppContext {
  const nudges = new EventEmitter();
  return {
    env: base.env,
    db: base.db,
    brands: base.brands,
    box: base.box,
    now: base.now,
    log,
    storage: o.storage ?? uploadsStorage(base.env.dataDir),
    mailer: o.mailer ?? createMailer({ ...base, log }),
    realtime: noSockets,
    jobs: jobRunner(log),
    nudgeWebhooks: () => void nudges.emit('nudge'),
    onWebhookNudge: (fn) => void nudges.on('nudge', fn),
  };
}
