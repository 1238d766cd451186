import { z } from 'zod';
import { defineRoutes } from '../common/route';

export const faqCategory = z
  .object({
    name: z.string(),
    faqs: z.array(z.object({ question: z.string(), answer: z.string().describe('sanitized HTML') })),
  })
  .meta({ id: 'FaqCategory' });
export type FaqCategory = z.infer<typeof faqCategory>;
export const faqList = z.array(faqCategory).meta({ id: 'FaqList' });

const language = z
  .string()
  .regex(/^[a-zA-Z]{2}$/)
  .describe('two-letter language code, e.g. en');
const country = z
  .string()
  .regex(/^[a-zA-Z]{2,3}$/)
  .describe("the user's country, e.g. ITA");

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
