/**
 * Personal data masked for a role without `clients.read_pii` (Viewer without personal data): client
 * names, e-mails, IBANs and card holders, in JSON answers and CSV exports alike. The same field names
 * are masked wherever they appear (an account's bankDetails, a CSV row), so one table covers all.
 */
export const MASK = '•••';

/** `Mario` → `M•••`; the first letter keeps a list readable without naming anyone. */
export const maskName = (v: string): string => (v.length === 0 ? v : `${[...v][0]}${MASK}`);
/** `mario.rossi@example.com` → `m•••@•••`: neither the person nor the employer. */
export const maskEmail = (v: string): string => (v.length === 0 ? v : `${[...v][0]}${MASK}@${MASK}`);
/** `IT60X0542811101000000123456` → `IT•••3456`: country and last four, as on a statement. */
export const maskIban = (v: string): string => (v.length <= 6 ? MASK : `${v.slice(0, 2)}${MASK}${v.slice(-4)}`);

export const PII_FIELDS: Partial<Record<string, (v: string) => string>> = {
  email: maskEmail,
  firstName: maskName,
  lastName: maskName,
  companyName: maskName,
  cardholder: maskName,
  recipient: maskName,
  iban: maskIban,
};

/** A copy of a record (and its nested records) with every personal field masked; null and non-strings stay. */
export function maskPii<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskPii) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const mask = PII_FIELDS[key];
    out[key] = mask && typeof v === 'string' ? mask(v) : maskPii(v);
  }
  return out as T;
}
