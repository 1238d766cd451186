import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sanitizeHtml } from '../../lib/html';
import { OperatorError, required } from '../operator/args';
import { replaceFaqSet, type FaqEntryInput } from './faq.repository';

const FILE_BYTES_MAX = 5_000_000;

const faqSetFile = z.object({
  language: z.string().regex(/^[a-zA-Z]{2}$/, 'a two-letter language code'),
  country: z
    .string()
    .regex(/^[a-zA-Z]{2,3}$/, 'a two- or three-letter country code')
    .nullish(),
  categories: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        faqs: z.array(z.object({ question: z.string().trim().min(1).max(1000), answer: z.string().min(1).max(50_000) })).min(1),
      }),
    )
    .min(1),
});
/** One set, or a list of sets; each set replaces the entries of its language and country. */
const faqFile = z.union([faqSetFile, z.array(faqSetFile).min(1)]);

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

/** `faq import FILE` (JSON or YAML): answers are sanitized before they are stored; one transaction. */
async function importFaq(ctx: AppContext, file: string) {
  const parsed = faqFile.safeParse(parse(file));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new OperatorError(`invalid FAQ file at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const sets = (Array.isArray(parsed.data) ? parsed.data : [parsed.data]).map((s) => {
    const entries: FaqEntryInput[] = s.categories.flatMap((c) =>
      c.faqs.map((f, i) => {
        const answerHtml = sanitizeHtml(f.answer);
        if (!answerHtml) throw new OperatorError(`the answer to "${f.question}" is empty once sanitized`);
        return { category: c.name, question: f.question, answerHtml, position: i + 1 };
      }),
    );
    return { language: s.language.toLowerCase(), country: s.country ? s.country.toUpperCase() : null, entries };
  });
  const keys = sets.map((s) => `${s.language}/${s.country ?? ''}`);
  if (new Set(keys).size !== keys.length) throw new OperatorError('the file names the same language and country twice');
  const result = await ctx.db.transaction(async (tx) => {
    const out = [];
    for (const s of sets) {
      const replaced = await replaceFaqSet(tx, s.language, s.country, s.entries);
      out.push({
        language: s.language,
        country: s.country,
        categories: new Set(s.entries.map((e) => e.category)).size,
        questions: s.entries.length,
        replaced,
      });
    }
    return out;
  });
  return { imported: 'faq', sets: result };
}

/** `npm run admin -- faq import FILE` (CONTRACTS §3); FILE is read by the process that runs the command. */
export const faqCommands: Record<string, (ctx: AppContext, flags: Record<string, string>) => Promise<Record<string, unknown>>> = {
  'faq import': (ctx, f) => importFaq(ctx, required(f, 'file')),
};
