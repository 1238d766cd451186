import { z } from 'zod/mini';
import { webhookReplayBody } from '@portal/contract';
import type { IssueKeys } from '../../../lib/form-issues';

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

const HOUR = 60 * 60 * 1000;
/** The quick choices of "Recover failed deliveries": the last hour, day or week. */
export const RECOVER_PRESETS = [
  { key: 'hour', ms: HOUR },
  { key: 'day', ms: 24 * HOUR },
  { key: 'week', ms: 7 * 24 * HOUR },
] as const;

/** The default of "Recover failed deliveries": one day before now. */
export const defaultReplaySince = (now = new Date()) => toLocalInput(new Date(now.getTime() - 24 * 60 * 60 * 1000));

/** The replay form: a local date and time, sent as the ISO instant the contract asks for. */
export const replayFormSchema = z.object({
  since: z.pipe(
    z.pipe(
      z.string(),
      z.transform((v) => localInputToIso(v) ?? ''),
    ),
    webhookReplayBody.shape.since,
  ),
});
export type ReplayFormValues = z.input<typeof replayFormSchema>;

/** Catalogue key (`webhooks`) of its one issue. */
export const REPLAY_ISSUES = { '*': 'replay.sinceInvalid' } as const satisfies IssueKeys;
