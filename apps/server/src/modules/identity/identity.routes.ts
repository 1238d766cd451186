import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { IDENTITY_API as API, IDENTITY_FILE_TYPES, IDENTITY_LIMITS } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import * as service from './identity.service';
import { readDocument } from './identity.upload';

const uploadRules =
  `Multipart form data: \`kind\` (document or selfie) and one \`file\`` +
  ` of at most ${IDENTITY_LIMITS.fileBytesMax} bytes, ${IDENTITY_FILE_TYPES.join(', ')} judged by its bytes and agreeing with its name;` +
  ` otherwise 417 \`file_too_large\` or \`file_type_not_allowed\` naming the file, and nothing is stored.` +
  ` A second upload of a kind replaces the first.`;
const steps =
  "The KYC record (the user's highest tier) must be at the right step," +
  " else 417 `action_forbidden` with `error_param` kyc and the record's status.";

/** Identity verification (customer-portal §4): the address, the provider's widget and the review. */
export async function identityRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IDENTITY_LIMITS.fileBytesMax, files: 1 } });
  const ctx = app.ctx;
  const doc = { tags: ['identity'], security: bearer, access: 'self' as const };
  const preHandler = app.requireUser;

  register(app, API.address, {
    ...doc,
    summary: 'The KYC address; opens the identity widget',
    description: `Only while the record is PAID; it turns IN_PROGRESS and \`update-kyc\` goes to the user's /api-user sockets. ${steps}`,
    preHandler,
    handler: (req) => service.submitAddress(ctx, { user: req.user!, address: req.body }),
  });

  register(app, API.accessToken, {
    ...doc,
    summary: "A token for the identity provider's widget",
    description:
      `With Sumsub (the brand's identityProvider) a WebSDK access token for this user's applicant` +
      ` (Sumsub's POST /resources/accessTokens/sdk); the sandbox answers an opaque token its widget does not need.` +
      ` Sumsub failures answer 417 \`identity_provider_error\` or \`identity_provider_unreachable\` with what Sumsub said. ${steps}`,
    preHandler,
    handler: (req) => service.accessToken(ctx, { user: req.user! }),
  });

  register(app, API.finalizeReview, {
    ...doc,
    summary: 'Reads the review from the provider and settles the KYC record',
    description:
      `\`submitted\` is true once the applicant has sent everything:` +
      ` the record is then PENDING, VERIFIED (tier and portal access follow) or REJECTED (\`final\` false: the widget may be used again).` +
      ` Each change raises \`update-kyc\`. ${steps}`,
    preHandler,
    handler: (req) => service.finalizeReview(ctx, { user: req.user! }),
  });

  register(app, API.sandboxApplicant, {
    ...doc,
    summary: "The sandbox provider's applicant: review status and uploaded images",
    description: 'Only for brands whose identityProvider is sandbox (else 417 `action_forbidden`, param identityProvider).',
    preHandler,
    handler: (req) => service.sandboxApplicant(ctx, { user: req.user! }),
  });

  register(app, API.sandboxDocument, {
    ...doc,
    summary: 'Uploads the identity document or the selfie (sandbox provider)',
    consumes: ['multipart/form-data'],
    description: `${uploadRules} Refused once the applicant has submitted. ${steps}`,
    preHandler,
    handler: async (req) => service.uploadDocument(ctx, { user: req.user!, document: await readDocument(req) }),
  });

  register(app, API.sandboxSubmit, {
    ...doc,
    summary: 'Sends both images for review (sandbox provider)',
    description:
      `Both images are required (417 \`identity_documents_missing\` naming the missing one).` +
      ` The review turns pending; the operator decides it with \`npm run admin -- user kyc\`,` +
      ` or the brand approves it by itself after \`identityAutoReviewSeconds\`. ${steps}`,
    preHandler,
    handler: (req) => service.submitApplicant(ctx, { user: req.user! }),
  });
}
