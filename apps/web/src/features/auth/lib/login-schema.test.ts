import { describe, expect, it } from 'vitest';
import { issueParseOptions } from '../../../lib/form-issues';
import { LOGIN_ISSUES, loginFormSchema } from './login-schema';

const messages = (values: { email: string; password: string }) => {
  const result = loginFormSchema.safeParse(values, issueParseOptions(LOGIN_ISSUES));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('login form schema', () => {
  it('requires both fields', () => {
    expect(messages({ email: '', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });

  it('rejects an invalid email', () => {
    expect(messages({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'validation.emailInvalid' });
  });

  it('accepts valid input', () => {
    expect(messages({ email: 'demo@partner.test', password: 'Demo@Partner1' })).toEqual({});
  });
});
