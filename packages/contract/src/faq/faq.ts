import { z } from 'zod/mini';
import { defineRoutes } from '../common/route';

export const faqCategory = z
  .object({
    name: z.string(),
    faqs: z.array(z.object({ question: z.string(), answer: z.string().check(z.describe('sanitized HTML')) })),
  })
  .register(z.globalRegistry, { id: 'FaqCategory' });
export type FaqCategory = z.infer<typeof faqCategory>;
export const faqList = z.array(faqCategory).register(z.globalRegistry, { id: 'FaqList' });

const language = z.string().check(z.regex(/^[a-zA-Z]{2}$/), z.describe('two-letter language code, e.g. en'));
const country = z.string().check(z.regex(/^[a-zA-Z]{2,3}$/), z.describe("the user's country, e.g. ITA"));

/** The help page's questions and answers, in the user's language and, where there is a set for it, country. */
export const FAQ_API = defineRoutes({
  list: { method: 'GET', path: '/api/faq/list/:language', params: z.object({ language }), responses: { 200: faqList } },
  listByCountry: {
    method: 'GET',
    path: '/api/faq/list/:language/:country',
    params: z.object({ language, country }),
    responses: { 200: faqList },
  },
});
