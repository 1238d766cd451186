import { DEFAULT_LANGUAGE, type ConsoleFaqSet, type ConsoleFaqSets, type FaqCategory } from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { record, type Actor } from '../audit/audit.service';
import { faqSet, faqSetSummaries, replaceFaqSet, type FaqEntryInput, type FaqRow } from './faq.repository';

function group(rows: FaqRow[]): FaqCategory[] {
  const byName = new Map<string, FaqCategory>();
  for (const r of rows) {
    let c = byName.get(r.category);
    if (!c) byName.set(r.category, (c = { name: r.category, faqs: [] }));
    c.faqs.push({ question: r.question, answer: r.answer });
  }
  return [...byName.values()];
}

/**
 * The FAQ in the user's language and country: the country's own set when there is one, else the
 * language's default set, else the default language's (customer-portal §7: fetched by language and country).
 */
export async function listFaq(ctx: AppContext, o: { language: string; country?: string }): Promise<FaqCategory[]> {
  const language = o.language.toLowerCase();
  const country = o.country?.toUpperCase() ?? null;
  const tries: Array<[string, string | null]> = [];
  if (country) tries.push([language, country]);
  tries.push([language, null]);
  if (language !== DEFAULT_LANGUAGE) tries.push([DEFAULT_LANGUAGE, null]);
  for (const [lng, ctry] of tries) {
    const rows = await faqSet(ctx.db, lng, ctry);
    if (rows.length) return group(rows);
  }
  return [];
}

/** One set exactly as stored (no fallback): what the console edits. */
export async function readFaqSet(ctx: AppContext, o: { language: string; country: string | null }): Promise<ConsoleFaqSet> {
  return { language: o.language, country: o.country, categories: group(await faqSet(ctx.db, o.language, o.country)) };
}

/** Every stored set with its size, the default sets of each language first. */
export async function listFaqSets(ctx: AppContext): Promise<ConsoleFaqSets> {
  return faqSetSummaries(ctx.db);
}

/**
 * Stores FAQ sets, each replacing the set of its language and country: the same service for `faq import` and
 * the console's FAQ editor. Answers are sanitized; one that is empty once sanitized is refused (417 naming it,
 * e.g. `categories.1.faqs.0.answer`, with the set's index first when there are several); one transaction,
 * one `faq.changed` entry per set in the operator audit.
 */
export async function saveFaqSets(ctx: AppContext, o: { sets: ConsoleFaqSet[]; actor: Actor }) {
  const sets = o.sets.map((s, n) => {
    const entries: FaqEntryInput[] = s.categories.flatMap((c, i) =>
      c.faqs.map((f, j) => {
        const answerHtml = sanitizeHtml(f.answer);
        const field = `${o.sets.length > 1 ? `${n}.` : ''}categories.${i}.faqs.${j}.answer`;
        if (!answerHtml) throw invalid('invalid', field, f.question);
        return { category: c.name.trim(), question: f.question.trim(), answerHtml, position: j + 1 };
      }),
    );
    return { language: s.language.toLowerCase(), country: s.country ? s.country.toUpperCase() : null, entries };
  });
  const keys = sets.map((s) => `${s.language}/${s.country ?? ''}`);
  if (new Set(keys).size !== keys.length) throw invalid('invalid', 'country', 'the same language and country twice');
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const out = [];
    for (const s of sets) {
      const replaced = await replaceFaqSet(tx, s.language, s.country, s.entries);
      const summary = {
        language: s.language,
        country: s.country,
        categories: new Set(s.entries.map((e) => e.category)).size,
        questions: s.entries.length,
        replaced,
      };
      await record(tx, { partnerId: null, at, actor: o.actor, action: 'faq.changed', target: keys[out.length]!, changes: summary });
      out.push(summary);
    }
    return out;
  });
}
