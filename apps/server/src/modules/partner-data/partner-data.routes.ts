import type { FastifyInstance } from 'fastify';
import { PARTNER_DATA_API as R, account, card, client } from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { sendCsv } from '../../lib/list-run';
import { partnerOf } from '../auth/auth.plugin';
import { exportPartnerData, getAccount, getCard, getClient, listPartnerData } from './partner-data.service';

const LIST_DOC =
  'filter (field=value;…), orderBy, sort (ASC|DESC), skip (a page index from 0), take (1..100) → {list, count}. ' +
  'An unknown filter field, orderBy, sort, skip or take answers 417 invalid_param naming the parameter. ' +
  'format=csv streams the whole filtered list as text/csv.';

export async function partnerDataRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['partner data'];

  const lists = [
    {
      list: 'clients',
      route: R.clients,
      summary: "The partner's clients",
      description: `${LIST_DOC} The filter type=EXTERNAL_INDIVIDUAL|EXTERNAL_BUSINESS scopes the list; with it the fields of that screen are accepted (individual: email, clientId, firstName, lastName; business: email, clientId, companyName, companyRegNumber), without it email and clientId.`,
    },
    {
      list: 'accounts',
      route: R.accounts,
      summary: "The partner's accounts of one type (the screen uses BANK)",
      description: `${LIST_DOC} Filters: walletId, integration, clientId, status.`,
    },
    {
      list: 'cards',
      route: R.cards,
      summary: "The partner's cards (masked numbers only)",
      description: `${LIST_DOC} Filters: walletId, integration, clientId, status.`,
    },
    {
      list: 'transactions',
      route: R.transactions,
      summary: "The partner's transactions",
      description: `${LIST_DOC} Filters: walletId, clientId, firstName, lastName (the client's names).`,
    },
  ] as const;
  for (const l of lists) {
    r.get(l.route.path, {
      schema: {
        tags,
        security: bearer,
        summary: l.summary,
        description: l.description,
        querystring: l.route.query,
        ...('params' in l.route ? { params: l.route.params } : {}),
        response: { 200: l.route.response, ...errorResponses },
      },
      preHandler: app.requirePartner,
      handler: async (req, reply) => {
        const o = { list: l.list, partnerId: partnerOf(req), query: req.query, accountType: (req.params as { type?: string }).type };
        if (req.query.format === 'csv') return sendCsv(reply, exportPartnerData(app.ctx, o));
        // one loop for four lists: the 200 schema of each route checks its own answer at run time
        return listPartnerData(app.ctx, o) as Promise<never>;
      },
    });
  }

  r.get(R.client.path, {
    schema: {
      tags,
      security: bearer,
      params: R.client.params,
      response: { 200: client, ...errorResponses },
      summary: 'One client (404 when it is not yours)',
    },
    preHandler: app.requirePartner,
    handler: (req) => getClient(app.ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });

  r.get(R.account.path, {
    schema: {
      tags,
      security: bearer,
      params: R.account.params,
      response: { 200: account, ...errorResponses },
      summary: 'One account with its bank details (404 when it is not yours)',
    },
    preHandler: app.requirePartner,
    handler: (req) => getAccount(app.ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });

  r.get(R.card.path, {
    schema: {
      tags,
      security: bearer,
      params: R.card.params,
      response: { 200: card, ...errorResponses },
      summary: 'One card (404 when it is not yours)',
      description: 'Not in the spec: the card detail screen reads it, like the account detail.',
    },
    preHandler: app.requirePartner,
    handler: (req) => getCard(app.ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });
}
