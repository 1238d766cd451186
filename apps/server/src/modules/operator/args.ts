/** `--name value` pairs after the command words; every value is checked by the command itself. */
export function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) throw new OperatorError(`unexpected argument "${a}"`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new OperatorError(`${a} needs a value`);
    flags[a.slice(2)] = value;
    i++;
  }
  return flags;
}

export class OperatorError extends Error {}

export function required(flags: Record<string, string>, name: string): string {
  const v = flags[name];
  if (v === undefined || v.trim() === '') throw new OperatorError(`--${name} is required`);
  return v;
}

export function count(flags: Record<string, string>, name: string, max: number): number {
  const raw = flags[name] ?? '0';
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new OperatorError(`--${name} must be a whole number from 0 to ${max}`);
  return Number(raw);
}

export function bool(flags: Record<string, string>, name: string): boolean | undefined {
  const raw = flags[name];
  if (raw === undefined) return undefined;
  if (raw !== 'true' && raw !== 'false') throw new OperatorError(`--${name} must be true or false`);
  return raw === 'true';
}
