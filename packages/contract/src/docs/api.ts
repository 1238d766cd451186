import { defineRoutes } from '../common/route';

/** The OpenAPI document that the API reference shows (JSON, described by nothing but itself). */
export const DOCS_API = defineRoutes({
  swagger: { method: 'GET', path: '/api-docs/swagger.json', responses: {} },
});
