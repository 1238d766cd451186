import type { FastifyInstance } from 'fastify';
import { ALLOWED_COUNTRIES, REGISTRATION_API as API } from '@portal/contract';
import { errorResponses, register } from '../../lib/route';
import * as service from './registration.service';

export async function registrationRoutes(app: FastifyInstance) {
  const tags = ['auth'];
  const access = 'public';
  register(app, API.register, {
    tags,
    access,
    summary: 'Register a business owner or a developer (invitation code)',
    errors: { 417: errorResponses[417] },
    handler: async (req) => {
      const language = req.body.language ?? (/^it\b/i.test(req.headers['accept-language'] ?? '') ? 'it' : 'en');
      await service.register(app.ctx, { body: req.body, host: req.hostname, language });
      return { ok: true as const };
    },
  });
  register(app, API.countries, {
    tags,
    access,
    summary: 'Countries where services are available (ISO 3166-1 alpha-3)',
    errors: {},
    handler: async () => service.countries(ALLOWED_COUNTRIES),
  });
}
