const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Whether `value` (a string, or anything as its JSON) holds what could be a full card number: twelve digits or more
 * in a row, spaces aside. UUIDs are taken out first: about one in 280 has a last group of twelve digits, which would
 * make a check fail now and then on a client id.
 */
export function holdsCardNumber(value: unknown): boolean {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /\d{12,}/.test(text.replace(UUID, '').replace(/\s/g, ''));
}
