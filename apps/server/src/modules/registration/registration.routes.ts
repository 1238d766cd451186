import type { FastifyInstance } from 'fastify';
import { ALLOWED_COUNTRIES, REGISTRATION_API, countriesAnswer, okAnswer, registerBody } from '@portal/contract';
import { errorResponses, typed } from '../../lib/route';
import * as service from './registration.service';

export async function registrationRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['auth'];
  r.post(REGISTRATION_API.register.path, {
    schema: {
      tags,
      summary: 'Register a business owner or a developer (invitation code)',
      body: registerBody,
      response: { 200: okAnswer, 417: errorResponses[417] },
    },
    handler: async (req) => {
      const language = req.body.language ?? (/^it\b/i.test(req.headers['accept-language'] ?? '') ? 'it' : 'en');
      await service.register(app.ctx, { body: req.body, host: req.hostname, language });
      return { ok: true as const };
    },
  });
  r.get(REGISTRATION_API.countries.path, {
    schema: { tags, summary: 'Countries where services are available (ISO 3166-1 alpha-3)', response: { 200: countriesAnswer } },
    handler: async () => service.countries(ALLOWED_COUNTRIES),
  });
}
