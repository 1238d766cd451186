/** 5000 → "5 s", 300000 → "5 min", 7200000 → "2 h", 86400000 → "24 h" (symbols read the same in en and it). */
export function shortDuration(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 3_600_000)} h`;
}
