import { parseArgs } from 'node:util';

/**
 * `--name value` pairs after the command words, read with node:util parseArgs; every value is
 * checked by the command itself. Every name is taken as a string option, so a flag without a value
 * (at the end, or followed by another flag) and any bare argument are refused.
 */
/** Flags that take no value (`audit verify --platform`): present means "true". */
const SWITCHES = new Set(['platform']);

export function parseFlags(args: string[]): Record<string, string> {
  const names = args.filter((a) => a.startsWith('--') && a.length > 2).map((a) => a.slice(2).split('=')[0]!);
  const options = Object.fromEntries(names.map((n) => [n, { type: SWITCHES.has(n) ? ('boolean' as const) : ('string' as const) }]));
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  const flags: Record<string, string> = {};
  for (const t of tokens) {
    if (t.kind === 'positional') throw new OperatorError(`unexpected argument "${t.value}"`);
    if (t.kind === 'option-terminator') throw new OperatorError('unexpected argument "--"');
    if (!t.rawName.startsWith('--')) throw new OperatorError(`unexpected argument "${t.rawName}"`);
    if (SWITCHES.has(t.name)) {
      if (t.value !== undefined) throw new OperatorError(`${t.rawName} takes no value`);
      flags[t.name] = 'true';
      continue;
    }
    if (t.value === undefined || t.value.startsWith('--')) throw new OperatorError(`${t.rawName} needs a value`);
    flags[t.name] = t.value;
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
