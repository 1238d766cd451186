import type { components } from './partner-api';

type Schemas = components['schemas'];
/** 417 (and 429) `{error, error_param, param_value}`; 401, 403, 404 `{error, message}`. */
export type ApiErrorBody = Schemas['Error'] | Schemas['SignatureError'] | Schemas['KeyRefusal'] | Schemas['PlainError'];

/** A call the portal refused: its status and its answer's body, typed as the document declares it. */
export class PartnerApiError extends Error {
  /** the body's `error` (a stable snake_case code), or the status when the body is not the portal's */
  readonly code: string;

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    const words = body && ('message' in body ? body.message : [body.error_param, body.param_value].filter(Boolean).join(': '));
    super(`${status} ${body?.error ?? ''}${words ? `: ${words}` : ''}`);
    this.name = 'PartnerApiError';
    this.code = body?.error ?? String(status);
  }

  /** A refusal of the input (417): the body names the field (`error_param`) and the value (`param_value`). */
  isValidation(): this is PartnerApiError & { body: Schemas['Error'] } {
    return this.status === 417 && !!this.body && 'error_param' in this.body;
  }

  static async of(res: Response): Promise<PartnerApiError> {
    const text = await res.text().catch(() => '');
    let body: ApiErrorBody | undefined;
    try {
      const parsed = JSON.parse(text) as ApiErrorBody;
      if (typeof parsed?.error === 'string') body = parsed;
    } catch {
      // not the portal's answer (a proxy's page): the status says it all
    }
    return new PartnerApiError(res.status, body);
  }
}
