import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's catalogue keys for what its schema finds wrong. An issue has up to three reasons, in
 * this order: 'required' when the field was left empty, the contract's code (the schema's message,
 * e.g. 'password_length'), and zod's issue code ('invalid_format', 'too_big', ...). The key is the
 * first of `field.reason` or `reason` found for those reasons, else the entry named after the
 * field, else '*'.
 */
export type IssueKeys = Readonly<Record<string, string>>;
export type IssueKeyOf<K extends IssueKeys> = K[keyof K];

/** 'trimmed': blanks alone count as empty; 'exact': only the empty string does. */
export type Blank = 'trimmed' | 'exact';

/** A zod issue as the parser or the form resolver reports it. */
export interface FormIssue {
  path?: readonly PropertyKey[];
  code?: string;
  message?: string;
  input?: unknown;
}

function isEmpty(input: unknown, blank: Blank): boolean {
  if (input == null) return true;
  return typeof input === 'string' && (blank === 'trimmed' ? input.trim() : input) === '';
}

/** The one mapper from a zod issue to the catalogue key shown under the field. */
export function issueKey(issue: FormIssue | undefined, keys: IssueKeys, blank: Blank = 'trimmed'): string | undefined {
  if (!issue) return undefined;
  const field = String(issue.path?.[0] ?? '');
  const reasons = [isEmpty(issue.input, blank) ? 'required' : undefined, issue.message, issue.code];
  for (const reason of reasons) {
    const key = reason === undefined ? undefined : (keys[`${field}.${reason}`] ?? keys[reason]);
    if (key) return key;
  }
  return keys[field] ?? keys['*'];
}

/** Wraps a schema resolver (zodResolver) so that each field error's message is its catalogue key. */
export function withIssueKeys<V extends FieldValues, C, O>(resolver: Resolver<V, C, O>, keys: IssueKeys, blank?: Blank): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = Object.entries(result.errors).map(([field, error]) => {
      const { type, message } = error as FieldError;
      return [field, { ...error, message: issueKey({ path: [field], code: type, message, input: values[field] }, keys, blank) }];
    });
    return errors.length ? { values: {}, errors: Object.fromEntries(errors) } : result;
  };
}

/** The mapper as zod parse options, to check a form's schema with `safeParse` alone (unit tests). */
export const issueParseOptions = (keys: IssueKeys, blank?: Blank) => ({ error: (issue: FormIssue) => issueKey(issue, keys, blank) });
