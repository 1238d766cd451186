import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { issueKey, withIssueKeys } from './form-issues';

const KEYS = {
  'url.required': 'url.required',
  'url.too_big': 'url.tooLong',
  url: 'url.invalid',
  password_length: 'password.short',
  required: 'any.required',
  '*': 'any.invalid',
};

describe('issueKey', () => {
  it('names an empty field required before any other reason', () => {
    expect(issueKey({ path: ['url'], code: 'invalid_format', input: '  ' }, KEYS)).toBe('url.required');
    expect(issueKey({ path: ['name'], code: 'too_small', input: '' }, KEYS)).toBe('any.required');
    expect(issueKey({ path: ['name'], code: 'invalid_type', input: undefined }, KEYS)).toBe('any.required');
  });

  it("counts blanks as empty unless told 'exact'", () => {
    const issue = { path: ['password'], code: 'custom', message: 'password_length', input: '   ' };
    expect(issueKey(issue, KEYS)).toBe('any.required');
    expect(issueKey(issue, KEYS, 'exact')).toBe('password.short');
  });

  it("prefers the contract's code, then zod's code, then the field, then '*'", () => {
    expect(issueKey({ path: ['password'], code: 'custom', message: 'password_length', input: 'Ab1' }, KEYS)).toBe('password.short');
    expect(issueKey({ path: ['url'], code: 'too_big', input: 'https://x' }, KEYS)).toBe('url.tooLong');
    expect(issueKey({ path: ['url'], code: 'invalid_format', message: 'Invalid URL', input: 'x' }, KEYS)).toBe('url.invalid');
    expect(issueKey({ path: ['label'], code: 'too_big', input: 'x' }, KEYS)).toBe('any.invalid');
  });

  it('gives no key without an issue', () => {
    expect(issueKey(undefined, KEYS)).toBeUndefined();
  });
});

describe('withIssueKeys', () => {
  const schema = z.object({
    url: z.url().check(z.maxLength(20)),
    password: z.string().check(z.refine((p) => p.length >= 8, 'password_length')),
  });
  const resolve = withIssueKeys(zodResolver(schema), KEYS);
  const run = (values: { url: string; password: string }) =>
    resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' });

  it('puts the catalogue key of each field issue in its message', async () => {
    const { errors } = await run({ url: '', password: 'short' });
    expect(errors.url?.message).toBe('url.required');
    expect(errors.password?.message).toBe('password.short');
    expect(errors.password?.type).toBe('custom');
  });

  it('passes valid values through as the schema parses them', async () => {
    expect(await run({ url: 'https://example.com', password: 'long enough' })).toEqual({
      values: { url: 'https://example.com', password: 'long enough' },
      errors: {},
    });
  });
});
