import type { FastifyInstance } from 'fastify';
import { FAQ_API as API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { listFaq } from './faq.service';

const description =
  'Categories with questions and sanitized HTML answers.' +
  " The country's own set when there is one, else the language's default set, else English.";

export async function faqRoutes(app: FastifyInstance) {
  const doc = { tags: ['support'], security: bearer, description, access: 'self' as const };
  const preHandler = app.requireUser;
  register(app, API.list, {
    ...doc,
    summary: 'FAQ in a language',
    preHandler,
    handler: (req) => listFaq(app.ctx, { language: req.params.language }),
  });
  register(app, API.listByCountry, {
    ...doc,
    summary: 'FAQ in a language and country',
    preHandler,
    handler: (req) => listFaq(app.ctx, req.params),
  });
}
