import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod/mini';
import { OPERATOR_PERMISSIONS, operatorCan, plainError, type OperatorAccess, type RouteDescriptor } from '@portal/contract';
import { errorResponses, register, type RouteOptions } from '../../lib/route';
import { unauthorized, forbiddenBy } from '../../lib/errors';
import { assertStepUp, resolveOperator } from './console-auth.service';
import type { SessionOperator } from './console-auth.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in operator of an /api-operator call, after `checkOperator` */
    operator: SessionOperator | null;
    operatorToken: string | null;
  }
  interface FastifyInstance {
    /** the operator session of the request and its permission, from the database now */
    checkOperator: (req: FastifyRequest, access: Exclude<OperatorAccess, 'public'>) => Promise<void>;
  }
}

/** OpenAPI security of the console's calls: an operator session token, never a partner's. */
export const operatorBearer = [{ operatorSession: [] }];
export const operatorSecurityScheme = {
  operatorSession: { type: 'http', scheme: 'bearer', description: 'Operator session token from POST /api-operator/auth/sign-in' },
} as const;

function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * Operator sessions live in their own table: a partner's token finds no operator (401) and an operator's
 * token finds no partner session. The operator's role is read with the session on every call.
 */
export const consoleAccessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null);
  app.decorateRequest('operatorToken', null);
  app.decorate('checkOperator', async (req: FastifyRequest, access: Exclude<OperatorAccess, 'public'>) => {
    const token = tokenOf(req);
    const operator = token ? await resolveOperator(app.ctx, token) : undefined;
    if (!operator) throw unauthorized();
    req.operator = operator;
    req.operatorToken = token;
    if (access !== 'self' && !operatorCan(operator.role, access)) throw forbiddenBy(access, operator.role);
  });
});

/** The signed-in operator; only behind `checkOperator`. */
export function operatorOf(req: FastifyRequest) {
  if (!req.operator) throw unauthorized();
  return req.operator;
}

/**
 * Registers one console call like `register()` does a portal call, with the operator permission it
 * needs: the check runs first, before the body is read; the OpenAPI description names it and its roles.
 */
export function registerOperator<const R extends RouteDescriptor>(
  app: FastifyInstance,
  route: R,
  options: Omit<RouteOptions<R, typeof errorResponses & { 403: typeof plainError }>, 'access' | 'errors' | 'security' | 'tags'> & {
    access: OperatorAccess;
    errors?: Record<number, z.ZodMiniType>;
    /** a sensitive action: a code re-entered within the step-up window (403 step_up_required otherwise) */
    stepUp?: true;
  },
): void {
  const { access, description, stepUp, ...rest } = options;
  const note =
    access === 'public'
      ? undefined
      : access === 'self'
        ? 'Any signed-in operator.'
        : `Operator permission \`${access}\` (${OPERATOR_PERMISSIONS[access].join(', ')}); 403 \`forbidden\` naming it otherwise.`;
  const check = access === 'public' ? {} : { onRequest: (req: FastifyRequest) => app.checkOperator(req, access) };
  const guard = stepUp ? { preHandler: (req: FastifyRequest) => assertStepUp(app.ctx, req.operatorToken ?? '') } : {};
  register(app, route, {
    ...rest,
    description:
      [
        description,
        note,
        stepUp && 'Needs a code entered within the step-up window (403 `step_up_required`; POST /api-operator/auth/step-up).',
      ]
        .filter(Boolean)
        .join(' ') || undefined,
    tags: ['operator console'],
    ...(access === 'public' ? {} : { security: operatorBearer }),
    errors: { ...errorResponses, ...(access === 'public' ? {} : { 403: plainError }) },
    ...check,
    ...guard,
  } as unknown as RouteOptions<R, typeof errorResponses>);
}
