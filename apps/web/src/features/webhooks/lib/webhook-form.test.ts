import { describe, expect, it } from 'vitest';
import { issueKey, issueParseOptions } from '../../../lib/form-issues';
import { WEBHOOK_ISSUES, webhookFormSchema } from './webhook-form';

// the contract's own codes (webhook_secret_short) come through as the issue's message; the form maps them the same way
const issues = (values: unknown) => {
  const r = webhookFormSchema.safeParse(values, issueParseOptions(WEBHOOK_ISSUES));
  const key = (i: { path: PropertyKey[]; message: string }) =>
    issueKey({ path: i.path, message: i.message, input: (values as Record<string, unknown>)[String(i.path[0])] }, WEBHOOK_ISSUES) ??
    i.message;
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message.startsWith('form.') ? i.message : key(i)]));
};

describe('webhook form', () => {
  it('accepts an http(s) URL and a secret', () => {
    expect(issues({ url: 'https://example.com/hooks', secret: 'whsec_0123456789abcdefghij' })).toEqual({});
    expect(issues({ url: 'http://127.0.0.1:8080/x', secret: 'x'.repeat(24) })).toEqual({});
  });

  it('asks for a secret of at least 24 characters', () => {
    expect(issues({ url: 'https://example.com', secret: 'x'.repeat(23) })).toEqual({ secret: 'form.secretTooShort' });
    expect(issues({ url: 'https://example.com', secret: `  ${'x'.repeat(23)}  ` })).toEqual({ secret: 'form.secretTooShort' });
    expect(issues({ url: 'https://example.com', secret: 'x'.repeat(24) })).toEqual({});
  });

  it('requires both fields', () => {
    expect(issues({ url: '', secret: '' })).toEqual({ url: 'form.urlRequired', secret: 'form.secretRequired' });
    expect(issues({ url: 'https://example.com', secret: '   ' })).toEqual({ secret: 'form.secretRequired' });
  });

  it('refuses other schemes and text that is not a URL', () => {
    expect(issues({ url: 'ftp://example.com/x', secret: 'x'.repeat(24) })).toEqual({ url: 'form.urlInvalid' });
    expect(issues({ url: 'example dot com', secret: 'x'.repeat(24) })).toEqual({ url: 'form.urlInvalid' });
  });

  it('names too long values', () => {
    expect(issues({ url: `https://example.com/${'a'.repeat(3000)}`, secret: 'x'.repeat(24) })).toEqual({ url: 'form.urlTooLong' });
    expect(issues({ url: 'https://example.com', secret: 'x'.repeat(300) })).toEqual({ secret: 'form.secretTooLong' });
  });
});
