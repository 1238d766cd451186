/** Timestamps travel as ISO-8601; dates as yyyy-MM-dd (UTC). */
export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString();
export const isoOrThrow = (d: Date | string): string => iso(d)!;
export const day = (d: Date | string | null | undefined): string | null => (d == null ? null : iso(d)!.slice(0, 10));
