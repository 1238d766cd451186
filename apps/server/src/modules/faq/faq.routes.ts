import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SUPPORT_API, faqList } from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { listFaq } from './faq.service';

const language = z
  .string()
  .regex(/^[a-zA-Z]{2}$/)
  .describe('two-letter language code, e.g. en');
const country = z
  .string()
  .regex(/^[a-zA-Z]{2,3}$/)
  .describe("the user's country, e.g. ITA");
const description =
  "Categories with questions and sanitized HTML answers. The country's own set when there is one, else the language's default set, else English.";

export async function faqRoutes(app: FastifyInstance) {
  const r = typed(app);
  const schema = { tags: ['support'], security: bearer, response: { 200: faqList, ...errorResponses } };
  r.get(SUPPORT_API.faq.path, {
    schema: { ...schema, summary: 'FAQ in a language', description, params: z.object({ language }) },
    preHandler: app.requireUser,
    handler: (req) => listFaq(app.ctx, { language: req.params.language }),
  });
  r.get(SUPPORT_API.faqByCountry.path, {
    schema: { ...schema, summary: 'FAQ in a language and country', description, params: z.object({ language, country }) },
    preHandler: app.requireUser,
    handler: (req) => listFaq(app.ctx, req.params),
  });
}
