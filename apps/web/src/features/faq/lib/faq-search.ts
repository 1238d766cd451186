import { LIMITS, type FaqCategory } from '@portal/contract';

/** Visible text of an HTML answer, for searching. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isSearch(query: string): boolean {
  return query.trim().length >= LIMITS.searchMinChars;
}

/**
 * Questions matching the search (from 2 characters, customer-portal §5), in their categories; a category
 * without a match is left out. Matches question or answer text, case-insensitively.
 */
export function searchFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle.length < LIMITS.searchMinChars) return [];
  return categories
    .map((c) => ({
      ...c,
      faqs: c.faqs.filter((f) => f.question.toLocaleLowerCase().includes(needle) || textOf(f.answer).toLocaleLowerCase().includes(needle)),
    }))
    .filter((c) => c.faqs.length > 0);
}
