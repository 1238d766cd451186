/** `<input type="datetime-local">` works in the reader's local time without a zone: yyyy-MM-ddTHH:mm. */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of the input as an ISO-8601 instant, or null when it is not a date and time. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The default of "Replay failed since…": one day before now. */
export const defaultReplaySince = (now = new Date()) => toLocalInput(new Date(now.getTime() - 24 * 60 * 60 * 1000));
