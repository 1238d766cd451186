import fs from 'node:fs';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as en } from '@zxcvbn-ts/language-en';
import { dictionary as it } from '@zxcvbn-ts/language-it';
import { PASSWORD_MIN_SCORE } from '@portal/contract';
import { invalid } from './errors';

/**
 * What a new password must pass beyond the contract's checklist (ASVS 2.1.7, 2.1.8): not on the list of common and
 * breached passwords kept beside this file, and a strength estimate (zxcvbn-ts, with the English and Italian
 * dictionaries of the portal's languages) of at least PASSWORD_MIN_SCORE, words of the user's own (e-mail, company)
 * counted as guessable. Length up to LIMITS.passwordMax and spaces are allowed, so a long passphrase passes.
 */
/**
 * The estimate reads this many characters at most: its cost grows fast with length (seconds for the longest
 * passwords, on calls anyone can make), and a longer passphrase is strong by its length alone.
 */
const ESTIMATED_CHARS = 64;
let blocklist: Set<string> | undefined;
let estimator: ZxcvbnFactory | undefined;

function load() {
  // beside this file in the sources, beside the bundle in dist (build.mjs copies it)
  const text = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  blocklist = new Set(text.split('\n').filter((l) => l && !l.startsWith('#')));
  estimator = new ZxcvbnFactory({ dictionary: { ...common, ...en, ...it }, graphs: adjacencyGraphs });
}

/** Throws 417 `password_breached` or `password_weak` naming `field`; the value is never echoed. */
export function checkPasswordStrength(password: string, o: { field: string; userInputs?: (string | undefined)[] }): void {
  if (!blocklist || !estimator) load();
  if (blocklist!.has(password.toLowerCase())) throw invalid('password_breached', o.field);
  const inputs = (o.userInputs ?? []).flatMap((v) => (v ? [v, ...v.split(/[@.\s_-]+/)] : [])).filter((v) => v.length > 2);
  if (estimator!.check(password.slice(0, ESTIMATED_CHARS), inputs).score < PASSWORD_MIN_SCORE) throw invalid('password_weak', o.field);
}
