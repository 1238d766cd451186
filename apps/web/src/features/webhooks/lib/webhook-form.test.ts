import { describe, expect, it } from 'vitest';
import { issueParseOptions } from '../../../lib/form-issues';
import { WEBHOOK_ISSUES, webhookFormSchema } from './webhook-form';

const issues = (values: unknown) => {
  const r = webhookFormSchema.safeParse(values, issueParseOptions(WEBHOOK_ISSUES));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('webhook form', () => {
  it('accepts an http(s) URL and a secret', () => {
    expect(issues({ url: 'https://example.com/hooks', secret: 's3cret' })).toEqual({});
    expect(issues({ url: 'http://127.0.0.1:8080/x', secret: 's' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(issues({ url: '', secret: '' })).toEqual({ url: 'form.urlRequired', secret: 'form.secretRequired' });
    expect(issues({ url: 'https://example.com', secret: '   ' })).toEqual({ secret: 'form.secretRequired' });
  });

  it('refuses other schemes and text that is not a URL', () => {
    expect(issues({ url: 'ftp://example.com/x', secret: 's' })).toEqual({ url: 'form.urlInvalid' });
    expect(issues({ url: 'example dot com', secret: 's' })).toEqual({ url: 'form.urlInvalid' });
  });

  it('names too long values', () => {
    expect(issues({ url: `https://example.com/${'a'.repeat(3000)}`, secret: 's' })).toEqual({ url: 'form.urlTooLong' });
    expect(issues({ url: 'https://example.com', secret: 'x'.repeat(300) })).toEqual({ secret: 'form.secretTooLong' });
  });
});
