import type { FastifyInstance } from 'fastify';
import { CONSOLE_API as API, LISTS, CONSOLE_TICKETS_API, describeList } from '@portal/contract';
import { errorResponses } from '../../lib/route';
import { recentMails } from '../../infra/mailer';
import { unauthorized } from '../../lib/errors';
import { operatorOf, registerOperator } from './console.access';
import * as auth from './console-auth.service';
import * as partners from './console-partners.service';
import { listOperatorAudit } from './console-audit.service';
import { maintenanceState, retryMailBy, setMaintenance } from './console-platform.service';
import * as tickets from './console-tickets.service';
import { consoleReviewRoutes } from './console-reviews.routes';
import { consoleOperatorsRoutes } from './console-operators.routes';
import { consoleContentRoutes } from './console-content.routes';
import { consoleSupportRoutes } from './console-support.routes';
import { resetSandbox } from '../sandbox/sandbox.service';

/** The operator console's API: `/api-operator/*`, each call with the operator permission it needs. */
export async function consoleRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  await app.register(consoleSupportRoutes);
  registerOperator(app, API.signIn, {
    summary: 'Operator sign-in: e-mail, password and the authenticator code (mandatory)',
    description:
      'Without `code`: 417 `two_factor_required`, or `two_factor_enrolment_required` before the first enrolment ' +
      '(POST /api-operator/auth/enrolment, then sign in with its first code). The session ends 8 hours after sign-in. ' +
      'Limited per address and per account (failed attempts), like the partner sign-in.',
    access: 'public',
    errors: { 417: errorResponses[417] },
    handler: (req) => auth.signIn(ctx, { body: req.body, actor: auth.operatorActor(req) }),
  });
  registerOperator(app, API.enrolment, {
    summary: "Start the operator's authenticator enrolment (first sign-in only)",
    access: 'public',
    errors: { 417: errorResponses[417] },
    handler: (req) => auth.startEnrolment(ctx, { body: req.body, actor: auth.operatorActor(req) }),
  });
  registerOperator(app, API.signOut, {
    summary: 'End the operator session (server-side)',
    access: 'self',
    handler: async (req) => {
      if (!req.operatorToken) throw unauthorized();
      await auth.signOut(ctx, { token: req.operatorToken });
      return { ok: true as const };
    },
  });
  registerOperator(app, API.me, {
    summary: 'The signed-in operator, its role and permissions',
    access: 'self',
    handler: async (req) => auth.meOf(app.ctx, operatorOf(req)),
  });
  registerOperator(app, API.stepUp, {
    summary: 'Confirm a sensitive action with a code of the authenticator app (step-up)',
    description:
      'Approving a verification, disabling a partner and inviting an operator answer 403 `step_up_required` unless the session ' +
      'entered a code (signing in counts) within STEP_UP_WINDOW_SECONDS. Each code works once: 417 `two_factor_code_invalid` ' +
      'otherwise; 429 after 10 wrong codes within 15 minutes.',
    access: 'self',
    handler: (req) => auth.stepUp(ctx, { operatorId: operatorOf(req).id, token: req.operatorToken ?? '', code: req.body.code }),
  });
  registerOperator(app, API.changePassword, {
    summary: 'Change your own password',
    description:
      '417 `invalid` (param oldPassword) when the old password is wrong, 429 after 10 of them within 15 minutes; 417 `unchanged`, ' +
      '`password_breached` or `password_weak` (param newPassword). Every other session of the operator ends; this one stays.',
    access: 'self',
    handler: (req) =>
      auth.changePassword(ctx, {
        operatorId: operatorOf(req).id,
        token: req.operatorToken ?? '',
        body: req.body,
        actor: auth.operatorActor(req),
      }),
  });
  registerOperator(app, API.partners, {
    summary: 'Every partner: search company, wlpId or e-mail; filter brand, verification, enabled',
    description: describeList(LISTS.consolePartners, 'verification: NONE or a KYC status of the owner (tier 2); enabled: true or false.'),
    access: 'partners.read',
    handler: (req) => partners.listPartners(ctx, { query: req.query }),
  });
  registerOperator(app, API.partner, {
    summary: "A partner's company, members, keys (never their secrets), webhooks, invoices and tickets",
    description:
      '`environments` counts, for live and for the sandbox, the clients, accounts, cards and transactions (from the' +
      " counters the partner's lists keep, so as cheap for a partner with millions of rows as for a new one) and the keys" +
      ' and webhooks listed here.',
    access: 'partners.read',
    handler: (req) => partners.partnerDetail(ctx, { partnerId: req.params.id }),
  });
  registerOperator(app, API.resetPartnerSandbox, {
    summary: "Reset a partner's sandbox",
    description:
      "Deletes the partner's sandbox data as its own Owner or Admin can (keys stay unless `keys`); live is untouched." +
      ' The partner sees the action in its audit log with "operator" as the actor.',
    access: 'partners.manage',
    stepUp: true,
    handler: (req) => resetSandbox(ctx, { partnerId: req.params.id, keys: req.body.keys, actor: auth.operatorActor(req) }),
  });
  for (const [route, disabled] of [
    [API.disablePartner, true],
    [API.enablePartner, false],
  ] as const) {
    registerOperator(app, route, {
      summary: disabled ? 'Disable a partner, with a reason' : 'Enable a partner again, with a reason',
      description: disabled
        ? 'Every member meets the gate at its next request (403 kyc_tier_required), signed API calls answer 403 partner_not_verified, ' +
          'webhook deliveries are held. The partner sees the action in its audit log with "operator" as the actor.'
        : 'The partner is back in good standing (if its owner is verified); held deliveries are sent.',
      access: 'partners.manage',
      ...(disabled ? { stepUp: true as const } : {}),
      handler: async (req) => {
        const partnerId = req.params.id;
        await partners.switchPartner(ctx, { partnerId, disabled, reason: req.body.reason, actor: auth.operatorActor(req) });
        return partners.partnerDetail(ctx, { partnerId });
      },
    });
  }
  registerOperator(app, API.partnerBrand, {
    summary: 'Move a partner and its members to another brand',
    access: 'partners.manage',
    handler: (req) => partners.changeBrand(ctx, { partnerId: req.params.id, agent: req.body.agent, actor: auth.operatorActor(req) }),
  });
  registerOperator(app, API.audit, {
    summary: 'Every operator action, newest first',
    description: describeList(LISTS.consoleAudit, 'operator: the e-mail; partner: company or wlpId; from and to: yyyy-MM-dd (UTC).'),
    access: 'audit.read',
    handler: (req) => listOperatorAudit(ctx, { query: req.query }),
  });
  registerOperator(app, API.maintenance, {
    summary: 'Whether maintenance mode is on, its message and since when',
    access: 'self',
    handler: () => maintenanceState(ctx.db),
  });
  registerOperator(app, API.mails, {
    summary: 'The mail outbox: the 50 newest mails with their template, status, tries and last error',
    description: 'Never a body or a link (they carry single-use codes).',
    access: 'platform.manage',
    handler: async () => ({
      list: (await recentMails(ctx.db, 50)).map(({ createdAt, ...m }) => ({ ...m, createdDate: new Date(createdAt).toISOString() })),
    }),
  });
  registerOperator(app, API.retryMail, {
    summary: 'Try a waiting or failed mail again at the next round of the mail job (as `npm run admin -- mail retry ID`)',
    description: 'Audited as `mail.retried`. 404 for an unknown or already sent mail.',
    access: 'platform.manage',
    handler: (req) => retryMailBy(ctx, { id: req.params.id, actor: auth.operatorActor(req) }),
  });
  registerOperator(app, API.setMaintenance, {
    summary: 'Turn maintenance mode on or off',
    description:
      'While on, every write call of /api-portal and /partner/v1 (not sign-in) answers 503 `maintenance` with the message, reads work; ' +
      'the status object reports it and every signed-in partner gets the `maintenance` event on its live channel.',
    access: 'platform.manage',
    handler: (req) => setMaintenance(ctx, { body: req.body, actor: auth.operatorActor(req) }),
  });
  registerOperator(app, CONSOLE_TICKETS_API.list, {
    summary: 'The support queue: waiting for the bank first, then for the partner, then solved; each by age',
    description: describeList(LISTS.consoleTickets, 'q: title, e-mail, company or wlpId; state: PENDING_ADMIN, PENDING_USER or SOLVED.'),
    access: 'tickets.answer',
    handler: (req) => tickets.listTickets(ctx, { query: req.query }),
  });
  registerOperator(app, CONSOLE_TICKETS_API.thread, {
    summary: 'A support ticket and its messages',
    access: 'tickets.answer',
    handler: (req) => tickets.ticketThread(ctx, { id: req.params.id }),
  });
  consoleReviewRoutes(app);
  await consoleOperatorsRoutes(app);
  await consoleContentRoutes(app);
}
