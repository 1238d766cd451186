import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeError, type Translator } from './describe-error';

const catalogue: Record<string, string> = {
  title: 'Error',
  somethingWentWrong: 'Something went wrong',
  serverError: 'Server error ({{status}})',
  fieldError: "Field '{{field}}' is {{message}}",
  'codes.action_forbidden': 'Action forbidden',
  'codes.invalid_param': "The value of '{{param}}' is not valid",
  'fields.take': 'page size',
};
const tr: Translator = {
  t: (key, values = {}) => (catalogue[key] ?? key).replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? ''),
  exists: (key) => key in catalogue,
};
const apiError = (status: number, payload: unknown, statusText = 'Expectation Failed') => new ApiError({ status, statusText, payload });

describe('describeError', () => {
  it('shows a CUSTOM_MESSAGE under a title from the code', () => {
    const view = describeError(apiError(417, { error: 'action_forbidden', error_param: 'CUSTOM_MESSAGE', param_value: 'Nope' }), tr);
    expect(view).toEqual({ kind: 'message', title: 'Action forbidden', message: 'Nope' });
  });

  it('explains a 429 rate limit with its own text', () => {
    const body = {
      error: 'rate_limited',
      error_param: 'CUSTOM_MESSAGE',
      param_value: 'Too many attempts for this account, try again in 15 minute(s)',
    };
    expect(describeError(apiError(429, body, 'Too Many Requests'), tr)).toEqual({
      kind: 'message',
      title: 'Rate limited',
      message: body.param_value,
    });
  });

  it('derives a title from an unknown code', () => {
    const view = describeError(apiError(417, { error: 'quota_exceeded', error_param: 'CUSTOM_MESSAGE', param_value: 'Later' }), tr);
    expect(view).toMatchObject({ title: 'Quota exceeded', message: 'Later' });
  });

  it('translates a known code with its field', () => {
    const view = describeError(apiError(417, { error: 'invalid_param', error_param: 'take', param_value: '500' }), tr);
    expect(view).toMatchObject({ message: "The value of 'page size' is not valid" });
  });

  it('prefers a screen rule, then falls back to a field error, then to something went wrong', () => {
    const body = { error: 'weird', error_param: 'amount', param_value: 'too big' };
    const rule = { error: 'weird', title: 'Custom', message: 'Rule text' };
    expect(describeError(apiError(417, body), tr, [rule])).toMatchObject({ title: 'Custom', message: 'Rule text' });
    expect(describeError(apiError(417, body), tr)).toMatchObject({ message: "Field 'amount' is too big" });
    const bare = { error: 'weird', error_param: '', param_value: '' };
    expect(describeError(apiError(417, bare), tr)).toMatchObject({ message: 'Something went wrong' });
  });

  it('opens the two-factor dialog for the 403 two factor message', () => {
    const view = describeError(apiError(403, { error: 'forbidden', message: 'two factor auth is disabled' }, 'Forbidden'), tr);
    expect(view).toEqual({ kind: 'twoFactor' });
  });

  it('uses the server message, else a server error with the status text', () => {
    expect(describeError(apiError(404, { error: 'not_found', message: 'no such client' }), tr)).toMatchObject({
      message: 'no such client',
    });
    expect(describeError(apiError(500, null, 'Internal Server Error'), tr)).toMatchObject({
      message: 'Server error (500 Internal Server Error)',
    });
  });
});
