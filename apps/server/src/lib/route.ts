import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, plainError } from '@portal/contract';

export type App = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Error answers every portal route documents. */
export const errorResponses = { 401: plainError, 404: plainError, 417: errorBody } as const;
export const bearer = [{ session: [] }];
