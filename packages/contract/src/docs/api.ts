import { defineRoutes } from '../common/route';

/**
 * The OpenAPI documents, one per audience (JSON, described by nothing but themselves): the partner API's, which
 * the API reference shows and partners download; the portal's own calls; the operator console's (operators only).
 */
export const DOCS_API = defineRoutes({
  swagger: { method: 'GET', path: '/api-docs/swagger.json', responses: {} },
  portal: { method: 'GET', path: '/api-docs/portal.json', responses: {} },
  operators: { method: 'GET', path: '/api-docs/operators.json', responses: {} },
});
