import { defineRoutes } from '../common/route';
import { okAnswer } from '../auth/session';
import { countriesAnswer, registerBody } from './registration';

/** Registration of a business owner or a developer (partner-portal §7) and the countries its forms offer. */
export const REGISTRATION_API = defineRoutes({
  register: { method: 'POST', path: '/api-portal/auth/register', body: registerBody, responses: { 200: okAnswer } },
  countries: { method: 'GET', path: '/api/auth/countries', responses: { 200: countriesAnswer } },
});
