import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The HTTP request being served, for code that has no `req` at hand (the audit log, the outbox): its id is
 * the x-request-id answer header and the `reqId` of its log lines. Outside a request (jobs, the command
 * line) there is none.
 */
const scope = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | null => scope.getStore()?.requestId ?? null;

/**
 * Enters the request's scope in the first hook: the later hooks and the handler run inside it, after the
 * body has arrived too (request-id.test.ts sends one in two chunks over a real connection).
 */
export function requestScope(app: FastifyInstance): void {
  const enter = (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => scope.run({ requestId: req.id }, done);
  app.addHook('onRequest', enter);
}
