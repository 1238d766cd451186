import { useState } from 'react';
import type { z } from 'zod';

/** Controlled form state validated live by a contract schema; errors show once a field was touched. */
export function useSchemaForm<T extends Record<string, unknown>>(schema: z.ZodType, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const parsed = schema.safeParse(values);
  const issues = parsed.success ? [] : parsed.error.issues;
  const error = (field: keyof T): string | undefined => {
    if (!touched[field]) return undefined;
    const v = values[field];
    if (v === '' || v === false) return field === 'terms' || field === 'aml' ? 'must_accept' : 'required';
    return issues.find((i) => i.path[0] === field)?.message;
  };
  return {
    values,
    set: <K extends keyof T>(field: K, value: T[K]) => setValues((s) => ({ ...s, [field]: value })),
    touch: (field: keyof T) => setTouched((s) => ({ ...s, [field]: true })),
    touchAll: () => setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Partial<Record<keyof T, boolean>>),
    error,
    valid: parsed.success,
  };
}
