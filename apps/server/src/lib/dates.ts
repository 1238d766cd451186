/** Timestamps travel as ISO-8601 (UTC). */
export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString();
