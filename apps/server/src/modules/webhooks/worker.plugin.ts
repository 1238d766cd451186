import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebhookWorker, type WorkerOptions } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** the webhook delivery engine of this process */
    webhookWorker: WebhookWorker;
  }
}

/**
 * The webhook delivery worker of this process: run by the job runner while the server runs
 * (jobs.ts; stopped, attempts in flight finished and recorded, before the database closes) and
 * woken through `ctx.nudgeWebhooks` after a transaction that emitted events (`emitting`, infra/outbox.ts).
 */
export const webhookWorkerPlugin = fp(async (app: FastifyInstance, o: WorkerOptions) => {
  const worker = new WebhookWorker(app.ctx, o);
  app.decorate('webhookWorker', worker);
});
