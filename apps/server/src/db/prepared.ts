import crypto from 'node:crypto';

const names = new Map<string, string>();

/**
 * Marks a statement that PostgreSQL parses and plans once per connection (node-postgres' named statements), where
 * every other is parsed and planned on each run. Only for the hottest ones whose plan does not depend on their
 * parameters: the signed-in user that every request reads, and a list's counters. Parsing and planning them took
 * longer than running them (docs/performance.md). Returns the text unchanged; the embedded database runs it
 * as any other. The name is the text's hash, so one text always has one name on every connection.
 */
export function prepared(text: string): string {
  if (!names.has(text)) names.set(text, `portal_${crypto.createHash('sha256').update(text).digest('hex').slice(0, 20)}`);
  return text;
}

/** The name `prepared` gave this text, if it did. */
export const preparedName = (text: string): string | undefined => names.get(text);
