// What routes of other modules served under /partner/v1 use of the partner API: its route documentation, the signed
// caller, and the request log (which retention prunes).
export { at, partnerApiDoc } from './partner-api.doc';
export { signedScope } from './signing.plugin';
export type { SignedCaller } from './signing.verify';
export { pruneLog, type NewLogEntry } from './request-log.repository';
