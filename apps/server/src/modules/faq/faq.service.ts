import { DEFAULT_LANGUAGE, type FaqCategory } from '@portal/contract';
import type { AppContext } from '../../context';
import { faqSet, type FaqRow } from './faq.repository';

function group(rows: FaqRow[]): FaqCategory[] {
  const byName = new Map<string, FaqCategory>();
  for (const r of rows) {
    let c = byName.get(r.category);
    if (!c) byName.set(r.category, (c = { name: r.category, faqs: [] }));
    c.faqs.push({ question: r.question, answer: r.answer_html });
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
