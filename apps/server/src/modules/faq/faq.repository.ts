import type { Queryable } from '../../db/db';

export interface FaqRow {
  category: string;
  question: string;
  answer: string;
}

/** One set's entries: categories in the order they were loaded, questions by position. */
export function faqSet(q: Queryable, language: string, country: string | null): Promise<FaqRow[]> {
  return q.query<FaqRow>(
    `SELECT category, question, answer_html AS answer FROM faq_entries
      WHERE language = $1 AND coalesce(country, '') = coalesce($2, '')
      ORDER BY min(id) OVER (PARTITION BY category), position, id`,
    [language, country],
  );
}

export interface FaqEntryInput {
  category: string;
  question: string;
  answerHtml: string;
  position: number;
}

/** Replaces a whole set (language, country) with new entries. */
export async function replaceFaqSet(tx: Queryable, language: string, country: string | null, entries: FaqEntryInput[]): Promise<number> {
  const removed = await tx.query<{ id: string }>(
    "DELETE FROM faq_entries WHERE language = $1 AND coalesce(country, '') = coalesce($2, '') RETURNING id",
    [language, country],
  );
  for (const e of entries) {
    await tx.query(
      'INSERT INTO faq_entries(language, country, category, question, answer_html, position) VALUES ($1, $2, $3, $4, $5, $6)',
      [language, country, e.category, e.question, e.answerHtml, e.position],
    );
  }
  return removed.length;
}

/** Every stored set (language, country) with its number of categories and questions. */
export function faqSetSummaries(q: Queryable) {
  return q.query<{ language: string; country: string | null; categories: number; questions: number }>(
    `SELECT language, country, count(DISTINCT category)::int AS categories, count(*)::int AS questions
       FROM faq_entries GROUP BY language, country ORDER BY language, country NULLS FIRST`,
  );
}
