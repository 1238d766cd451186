import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebhookWorker, type WorkerOptions } from '../modules/webhooks/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** the webhook delivery engine of this process (issue 6) */
    webhookWorker: WebhookWorker;
  }
}

/**
 * Runs the webhook delivery worker while the server runs: started when the app is ready, stopped
 * (attempts in flight finished and recorded) when it closes, before the database closes.
 * A successful write call (POST, PUT, PATCH, DELETE: partner API changes write their events in
 * the same transaction) nudges it, so its deliveries leave at once instead of at the next poll.
 */
export const webhookWorkerPlugin = fp(async (app: FastifyInstance, o: WorkerOptions) => {
  const worker = new WebhookWorker(app.ctx, o);
  app.decorate('webhookWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 300) worker.nudge();
  });
});
