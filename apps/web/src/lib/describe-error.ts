import { CUSTOM_MESSAGE, TWO_FACTOR_DISABLED_MESSAGE, type ErrorBody } from '@portal/contract';
import { isApiError } from './api-error';

/** Keys are relative to the `errors` catalogue. */
export interface Translator {
  t: (key: string, values?: Record<string, string>) => string;
  exists: (key: string) => boolean;
}

/** A screen's own wording for a 417 code (and optional field), checked before the catalogue. */
export interface ErrorRule {
  error: string;
  param?: string;
  title: string;
  message: string;
}

export type ErrorView = { kind: 'twoFactor' } | { kind: 'message'; title: string; message: string };

export function humanizeCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describe417(body: ErrorBody, tr: Translator, rules: ErrorRule[]): ErrorView {
  const codeKey = `codes.${body.error}`;
  const title = tr.t('title');
  if (body.error_param === CUSTOM_MESSAGE) {
    const customTitle = tr.exists(codeKey) ? tr.t(codeKey, { param: '' }) : humanizeCode(body.error);
    return { kind: 'message', title: customTitle, message: body.param_value };
  }
  const rule = rules.find((r) => r.error === body.error && (!r.param || r.param === body.error_param));
  if (rule) return { kind: 'message', title: rule.title, message: rule.message };
  const fieldKey = `fields.${body.error_param}`;
  const field = tr.exists(fieldKey) ? tr.t(fieldKey) : body.error_param;
  if (tr.exists(codeKey)) return { kind: 'message', title, message: tr.t(codeKey, { param: field }) };
  if (body.error_param) {
    const message = body.param_value || humanizeCode(body.error);
    return { kind: 'message', title, message: tr.t('fieldError', { field, message }) };
  }
  return { kind: 'message', title, message: tr.t('somethingWentWrong') };
}

/** partner-portal §8: 417 by code, 403 two-factor dialog, otherwise the server's or the error's message. */
export function describeError(error: unknown, tr: Translator, rules: ErrorRule[] = []): ErrorView {
  const title = tr.t('title');
  if (isApiError(error)) {
    if (error.status === 403 && error.serverMessage === TWO_FACTOR_DISABLED_MESSAGE) return { kind: 'twoFactor' };
    // 429 rate_limited carries the same {error, error_param, param_value} body as a 417
    if ((error.status === 417 || error.status === 429) && error.body) return describe417(error.body, tr, rules);
    const status = `${error.status} ${error.statusText}`.trim();
    return { kind: 'message', title, message: error.serverMessage ?? tr.t('serverError', { status }) };
  }
  if (error instanceof Error && error.message) return { kind: 'message', title, message: error.message };
  return { kind: 'message', title, message: tr.t('somethingWentWrong') };
}
