import type { FastifyInstance } from 'fastify';
import { CONSOLE_REVIEWS_API as API, LISTS, describeList } from '@portal/contract';
import { operatorOf, registerOperator } from './console.access';
import { operatorActor } from './console-auth.service';
import * as reviews from './console-reviews.service';

const FOUR_EYES =
  "With the brand's `kycFourEyes` on, only Compliance officers approve and it takes two: the first approval answers " +
  '`outcome: approval_started`, the second, by another Compliance officer, `approved`; the same officer again answers ' +
  '409 `four_eyes_same_operator`, another role 409 `four_eyes_compliance_officer_required`.';

/** Verification reviews of the operator console: the queue, the submitted address and documents, the decision. */
export function consoleReviewRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  registerOperator(app, API.list, {
    summary: 'The companies whose verification waits for the bank, the longest wait first',
    description: describeList(LISTS.consoleReviews, 'q: e-mail, company or wlpId; agent: the brand.'),
    access: 'kyc.review',
    handler: (req) => reviews.listReviews(ctx, { query: req.query }),
  });
  registerOperator(app, API.detail, {
    summary: "An applicant's current KYC record, the address and the documents it submitted",
    access: 'kyc.review',
    handler: (req) => reviews.reviewDetail(ctx, { id: req.params.id }),
  });
  registerOperator(app, API.document, {
    summary: 'A submitted document: the file itself',
    description: 'Images answer inline (the console shows them), other files as an attachment to download; never cached.',
    access: 'kyc.review',
    handler: async (req, reply) => {
      const f = await reviews.reviewDocument(ctx, { id: req.params.id, kind: req.params.kind });
      const ascii = f.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      const disposition = /^image\/(png|jpeg)$/.test(f.contentType) ? 'inline' : 'attachment';
      return reply
        .type(f.contentType)
        .header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(f.data as never); // binary: the typed reply only knows the JSON answers
    },
  });
  registerOperator(app, API.approve, {
    summary: 'Approve a verification (the partner becomes verified; its screens follow live)',
    description:
      `The same service as \`npm run admin -- user kyc --status VERIFIED\`. ${FOUR_EYES} ` +
      '409 `kyc_not_pending` when the record no longer waits.',
    access: 'kyc.review',
    stepUp: true,
    handler: (req) => reviews.approveReview(ctx, { id: req.params.id, operator: operatorOf(req), actor: operatorActor(req) }),
  });
  registerOperator(app, API.reject, {
    summary: 'Reject a verification with a reason, final or not (not final: the company may send new documents)',
    description:
      'The same service as `npm run admin -- user kyc --status REJECTED`. 409 `kyc_not_pending` when the record no longer waits.',
    access: 'kyc.review',
    handler: (req) =>
      reviews.rejectReview(ctx, { id: req.params.id, reason: req.body.reason, final: req.body.final, actor: operatorActor(req) }),
  });
}
