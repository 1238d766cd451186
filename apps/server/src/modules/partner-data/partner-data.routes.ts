import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, recordExport } from '../audit/audit.service';
import { LISTS, PARTNER_DATA_API as R, can, describeList } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { sendCsv } from '../../lib/list/run';
import { forbiddenBy } from '../../lib/errors';
import { partnerScope } from '../../lib/partner-scope';
import { exportPartnerData, getAccount, getCard, getClient, listPartnerData } from './partner-data.service';

/** The caller's view of partner data: its partner, and whether its role reads personal data in clear. */
const scope = (req: FastifyRequest) => ({ ...partnerScope(req), pii: can(req.user!.role, 'clients.read_pii') });

const MASKING =
  ' Without the permission `clients.read_pii` (role VIEWER_NO_PII) client names, e-mails, IBANs and card holders are masked,' +
  ' in JSON and CSV alike, and filters on them answer 403. `format=csv` needs `export.csv`.';

export async function partnerDataRoutes(app: FastifyInstance) {
  const doc = {
    tags: ['partner data'],
    security: bearer,
    preHandler: app.requirePartner,
    access: 'clients.read' as const,
    environment: true as const,
  };

  const lists = [
    {
      list: 'clients',
      route: R.clients,
      summary: "The partner's clients",
      description: describeList(
        LISTS.clients,
        'The filter type=EXTERNAL_INDIVIDUAL|EXTERNAL_BUSINESS scopes the list; with it the fields of that screen are accepted ' +
          `(individual: ${Object.keys(LISTS.clientsIndividual.filters).join(', ')};` +
          ` business: ${Object.keys(LISTS.clientsBusiness.filters).join(', ')}).`,
      ),
    },
    {
      list: 'accounts',
      route: R.accounts,
      summary: "The partner's accounts of one type (the screen uses BANK)",
      description: describeList(LISTS.accounts),
    },
    { list: 'cards', route: R.cards, summary: "The partner's cards (masked numbers only)", description: describeList(LISTS.cards) },
    {
      list: 'transactions',
      route: R.transactions,
      summary: "The partner's transactions",
      description: describeList(LISTS.transactions, "firstName and lastName are the client's names."),
    },
  ] as const;
  for (const l of lists) {
    register(app, l.route as typeof R.clients, {
      ...doc,
      summary: l.summary,
      description: l.description + MASKING,
      handler: async (req, reply) => {
        const accountType = (req.params as { type?: string }).type;
        const o = { list: l.list, ...scope(req), query: req.query, accountType };
        if (req.query.format === 'csv') {
          if (!can(req.user!.role, 'export.csv')) throw forbiddenBy('export.csv', req.user!.role);
          // a bad filter, or one too costly for the embedded database, answers 417 here, before anything is logged
          const file = await exportPartnerData(app.ctx, o);
          await recordExport(app.ctx, {
            partnerId: o.partnerId,
            actor: actorOf(req),
            list: file.filename.replace(/\.csv$/, ''),
            filter: req.query.filter ?? '',
          });
          return sendCsv(reply, file);
        }
        // one loop for four lists: the 200 schema of each route checks its own answer at run time
        return listPartnerData(app.ctx, o) as Promise<never>;
      },
    });
  }

  register(app, R.client, {
    ...doc,
    summary: 'One client (404 when it is not yours)',
    handler: (req) => getClient(app.ctx, { ...scope(req), id: req.params.id }),
  });
  register(app, R.account, {
    ...doc,
    summary: 'One account with its bank details (404 when it is not yours)',
    handler: (req) => getAccount(app.ctx, { ...scope(req), id: req.params.id }),
  });
  register(app, R.card, {
    ...doc,
    summary: 'One card (404 when it is not yours)',
    description: 'Not in the spec: the card detail screen reads it, like the account detail.',
    handler: (req) => getCard(app.ctx, { ...scope(req), id: req.params.id }),
  });
}
