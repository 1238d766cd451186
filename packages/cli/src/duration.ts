const UNITS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `15m`, `1h`, `7d` (before `now`) or an ISO-8601 date-time; null when it is neither. */
export function parseSince(text: string, now = new Date()): Date | null {
  const m = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (m) return new Date(now.getTime() - Number(m[1]) * UNITS[m[2] as keyof typeof UNITS]);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}
