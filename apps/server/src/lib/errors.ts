import type { ErrorCode } from '@portal/contract';

type ErrorStatus = 401 | 403 | 404 | 409 | 417 | 429 | 503;

/** A typed error that the one error handler turns into the documented answer shape. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    readonly param = '',
    readonly value = '',
  ) {
    super(`${code}${param ? ` (${param})` : ''}`);
  }
}

/** 417 business or validation error naming the field. */
export const invalid = (code: ErrorCode, param: string, value = '') => new AppError(417, code, param, value);
export const notFound = (what = 'resource') => new AppError(404, 'not_found', what);
export const unauthorized = (reason = 'session') => new AppError(401, 'unauthorized', reason);

/** 403 `forbidden` naming the permission the role lacks. */
export const forbiddenBy = (permission: string, role?: string | null) =>
  new AppError(
    403,
    'forbidden',
    role ? `the role ${role} lacks the permission ${permission}` : `this needs the permission ${permission}`,
    permission,
  );
