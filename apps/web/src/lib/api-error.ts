import { errorBody, plainError, type ErrorBody } from '@portal/contract';

/** A failed API call: the HTTP status plus, for 417, the {error, error_param, param_value} body. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The 417 business error body, when the server sent one. */
  readonly body: ErrorBody | null;
  /** The server's own message (401/403/404 answers), when there is one. */
  readonly serverMessage: string | null;
  /** The answer's body as sent (JSON parsed), for callers that look at other codes. */
  readonly payload: unknown;

  constructor(options: { status: number; statusText: string; payload: unknown }) {
    const body = errorBody.safeParse(options.payload);
    const plain = plainError.safeParse(options.payload);
    const serverMessage = plain.success ? plain.data.message : null;
    super(serverMessage ?? `${options.status} ${options.statusText}`.trim());
    this.name = 'ApiError';
    this.status = options.status;
    this.statusText = options.statusText;
    this.body = body.success ? body.data : null;
    this.serverMessage = serverMessage;
    this.payload = options.payload;
  }

  /** The stable error code: the 417 `error`, else the plain `error`, else null. */
  get code(): string | null {
    return this.body?.error ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A network failure (no HTTP answer at all). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network error', { cause });
    this.name = 'NetworkError';
  }
}

/** The server answered 2xx, but not in the shape the contract describes. */
export class UnexpectedAnswerError extends Error {
  constructor(path: string, cause: unknown) {
    super(`Unexpected answer from ${path}`, { cause });
    this.name = 'UnexpectedAnswerError';
  }
}

/** The user closed the step-up prompt: the action did not happen, and there is nothing to report. */
export class StepUpCancelledError extends Error {
  constructor() {
    super('step-up cancelled');
    this.name = 'StepUpCancelledError';
  }
}
