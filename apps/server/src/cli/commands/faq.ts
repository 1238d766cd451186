import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod/mini';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { OPERATOR } from '../../modules/audit/audit';
import { OperatorError, required } from '../args';
import { saveFaqSets } from '../../modules/faq/faq.service';

const FILE_BYTES_MAX = 5_000_000;

const faqSetFile = z.object({
  language: z.string().check(z.regex(/^[a-zA-Z]{2}$/, 'a two-letter language code')),
  country: z.nullish(z.string().check(z.regex(/^[a-zA-Z]{2,3}$/, 'a two- or three-letter country code'))),
  categories: z
    .array(
      z.object({
        name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        faqs: z
          .array(
            z.object({
              question: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
              answer: z.string().check(z.minLength(1), z.maxLength(50_000)),
            }),
          )
          .check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});
/** One set, or a list of sets; each set replaces the entries of its language and country. */
const faqFile = z.union([faqSetFile, z.array(faqSetFile).check(z.minLength(1))]);

function parse(file: string): unknown {
  const full = path.resolve(file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    throw new OperatorError(`cannot read ${full}`);
  }
  if (!stat.isFile() || stat.size > FILE_BYTES_MAX) throw new OperatorError(`${full} is not a file of at most ${FILE_BYTES_MAX} bytes`);
  const text = fs.readFileSync(full, 'utf8');
  try {
    return /\.json$/i.test(full) ? JSON.parse(text) : YAML.parse(text);
  } catch (err) {
    throw new OperatorError(`${full} is not valid ${/\.json$/i.test(full) ? 'JSON' : 'YAML'}: ${(err as Error).message}`);
  }
}

/** `faq import FILE` (JSON or YAML): the console's FAQ service stores it (answers sanitized; one transaction). */
async function importFaq(ctx: AppContext, file: string) {
  const parsed = faqFile.safeParse(parse(file));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new OperatorError(`invalid FAQ file at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const sets = (Array.isArray(parsed.data) ? parsed.data : [parsed.data]).map((s) => ({ ...s, country: s.country ?? null }));
  try {
    return { imported: 'faq', sets: await saveFaqSets(ctx, { sets, actor: OPERATOR }) };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.param === 'country') throw new OperatorError('the file names the same language and country twice');
    throw new OperatorError(`the answer to "${err.value}" is empty once sanitized`);
  }
}

/** `npm run admin -- faq import FILE` (CONTRACTS §3); FILE is read by the process that runs the command. */
export const faqCommands: Record<string, (ctx: AppContext, flags: Record<string, string>) => Promise<Record<string, unknown>>> = {
  'faq import': (ctx, f) => importFaq(ctx, required(f, 'file')),
};
