import { PARTNER_API_BASE, errorBody, keyRefusal, plainError, signatureError, type RouteDescriptor } from '@portal/contract';

/** Every partner API route needs all three headers (AND). */
export const signedSecurity = [{ appToken: [], appTimestamp: [], appSignature: [] }];
const errors = { 401: signatureError, 403: keyRefusal, 404: plainError, 417: errorBody, 429: errorBody } as const;
/** What every `/partner/v1` route documents: its tag, its signature and its error answers. */
export const partnerApiDoc = { tags: ['partner API'], security: signedSecurity, errors };
/** The routes are registered under the `PARTNER_API_BASE` prefix (its own 404 and hooks): the path below it. */
export const at = <R extends RouteDescriptor>(route: R) => ({ ...route, path: route.path.slice(PARTNER_API_BASE.length) });
