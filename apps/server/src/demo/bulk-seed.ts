import { NO_TIMEOUT } from '../db/migrate';
import type { Queryable } from '../db/db';
import type { Environment } from '@portal/contract';

interface BulkSeed {
  partnerId: string;
  integration: string;
  clients: number;
  accounts: number;
  cards: number;
  transactions: number;
  /** dates are spread from 1 January of last year to now */
  now: Date;
  /** whose rows: live unless said (the list bench adds sandbox rows beside the live ones) */
  environment?: Environment;
}

/**
 * Set-based demo data for one partner: every table is filled by one INSERT … SELECT over
 * generate_series, so a million rows take seconds, not hours. Row i is deterministic (seeded by i).
 */
export async function bulkSeed(tx: Queryable, o: BulkSeed) {
  const start = new Date(Date.UTC(o.now.getUTCFullYear() - 1, 0, 1));
  const span = Math.max(1, Math.floor((o.now.getTime() - start.getTime()) / 1000));
  const p = [o.partnerId, start.toISOString(), span, o.environment ?? 'live'];
  // rows are spread over the whole period; `hashint(i)` gives a stable pseudo-random number per row
  const at = (i: string) => `($2::timestamptz + ((${i}::bigint * 2654435761) % $3) * interval '1 second')`;
  await tx.exec(NO_TIMEOUT); // millions of rows in one statement
  await tx.exec(`CREATE TEMP TABLE IF NOT EXISTS seed_clients (rn int PRIMARY KEY, client_id uuid, name text) ON COMMIT DROP;
    CREATE TEMP TABLE IF NOT EXISTS seed_accounts (rn int PRIMARY KEY, wallet_id bigint, client_id uuid, currency text) ON COMMIT DROP;
    TRUNCATE seed_clients; TRUNCATE seed_accounts;`);
  if (o.clients > 0) {
    await tx.query(
      `WITH ins AS (
         INSERT INTO clients(partner_id, environment, type, email, first_name, last_name, company_name, company_reg_number, created_at)
         SELECT $1::uuid, $4, CASE WHEN g % 4 = 0 THEN 'EXTERNAL_BUSINESS' ELSE 'EXTERNAL_INDIVIDUAL' END,
                'client' || g || '.' || substr(md5(g::text || $1::uuid::text), 1, 6) || '@example.test',
                CASE WHEN g % 4 <> 0
                THEN (ARRAY['Anna','Marco','Giulia','Luca','Sara','Paolo','Elena','Davide','Chiara','Matteo'])[1 + g % 10] END,
                CASE WHEN g % 4 <> 0
                THEN (ARRAY['Rossi','Bianchi','Romano','Colombo','Ricci','Marino','Greco','Bruno','Gallo','Conti'])[1 + (g / 10) % 10] END,
                CASE WHEN g % 4 = 0 THEN (ARRAY['Acme','Nord','Delta','Orion','Vela','Atlas'])[1 + g % 6] || ' '
                || (ARRAY['Trading','Logistics','Software','Foods'])[1 + (g / 6) % 4] || ' S.r.l.' END,
                CASE WHEN g % 4 = 0 THEN 'IT' || lpad(g::text, 11, '0') END,
                ${at('g')}
           FROM generate_series(1, ${o.clients}) g
         RETURNING client_id, coalesce(first_name || ' ' || last_name, company_name) AS name)
       INSERT INTO seed_clients SELECT row_number() OVER (), client_id, name FROM ins`,
      p,
    );
  } else {
    await tx.query(
      `INSERT INTO seed_clients SELECT row_number() OVER (ORDER BY client_id), client_id,
              coalesce(first_name || ' ' || last_name, company_name) FROM clients WHERE partner_id = $1 AND environment = $2`,
      [o.partnerId, p[3]],
    );
  }
  const nClients = Number((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_clients'))[0]!.n);
  if (nClients === 0 && (o.accounts > 0 || o.cards > 0 || o.transactions > 0)) {
    throw new Error('the partner has no clients: seed --clients first');
  }
  if (o.accounts > 0) {
    await tx.query(
      `WITH ins AS (
         INSERT INTO accounts(partner_id, environment, client_id, integration, currency, balance, balance_on_hold, balance_frozen, status,
                              type, label, iban, swift, bank_name, bank_address, recipient, created_at)
         SELECT $1::uuid, $4, c.client_id, $5, (ARRAY['EUR','EUR','EUR','USD','GBP'])[1 + g % 5],
                ((g::bigint * 104729) % 5000000) / 100.0, ((g::bigint * 31) % 20000) / 100.0, CASE WHEN g % 17 = 0 THEN 50 ELSE 0 END,
                (ARRAY['ACTIVE','ACTIVE','ACTIVE','ORDERED','BLOCKED','DELETED'])[1 + g % 6],
                CASE WHEN g % 10 = 9 THEN 'BANK_AND_CARD' ELSE 'BANK' END, 'Account ' || g,
                'IT' || lpad(((g::bigint * 7) % 97)::text, 2, '0') || 'X0300203280' || lpad(g::text, 12, '0'),
                'PLTFITMMXXX', 'Platform Bank S.p.A.', 'Via Roma 1, 20121 Milano', c.name,
                ${at('g')}
           FROM generate_series(1, ${o.accounts}) g JOIN seed_clients c ON c.rn = 1 + (g % ${Math.max(1, nClients)})
         RETURNING wallet_id, client_id, currency)
       INSERT INTO seed_accounts SELECT row_number() OVER (), wallet_id, client_id, currency FROM ins`,
      [...p, o.integration],
    );
  } else {
    await tx.query(
      `INSERT INTO seed_accounts SELECT row_number() OVER (ORDER BY wallet_id), wallet_id, client_id, currency
         FROM accounts WHERE partner_id = $1 AND environment = $2`,
      [o.partnerId, p[3]],
    );
  }
  if (o.cards > 0) {
    await tx.query(
      `INSERT INTO cards(partner_id, environment, client_id, integration, cardholder, card_number_mask, virtual, currency, balance,
                         balance_on_hold, balance_frozen, status, expiration_date, created_at)
       SELECT $1::uuid, $4, c.client_id, $5, upper(c.name),
              (ARRAY['5354','4921','5168'])[1 + g % 3] || ' **** **** ' || lpad(((g::bigint * 7727) % 10000)::text, 4, '0'),
              g % 3 <> 0, 'EUR', ((g::bigint * 15485863) % 300000) / 100.0, ((g::bigint * 13) % 5000) / 100.0, 0,
              (ARRAY['ACTIVE','ACTIVE','ACTIVE','ORDERED','BLOCKED','REQUESTED','SUSPENDED','EXPIRED','LOST'])[1 + g % 9],
              (${at('g')} + interval '3 years')::date, ${at('g')}
         FROM generate_series(1, ${o.cards}) g JOIN seed_clients c ON c.rn = 1 + (g % ${Math.max(1, nClients)})`,
      [...p, o.integration],
    );
  }
  const nAccounts = Number((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_accounts'))[0]!.n);
  if (o.transactions > 0) {
    if (nAccounts === 0) throw new Error('the partner has no accounts: seed --accounts first');
    await tx.query(
      `INSERT INTO transactions(partner_id, environment, transaction_number, wallet_id, client_id,
       transaction_type, orig_ccy, amount_orig_ccy, details, created_at)
       SELECT $1::uuid, $4, 'TX' || to_char(${at('g')}, 'YYMMDD') || lpad(g::text, 9, '0') || substr(md5($1::uuid::text), 1, 4),
              a.wallet_id, a.client_id,
              (ARRAY['SEPA_IN','SEPA_OUT','CARD_PAYMENT','FEE','TRANSFER'])[1 + g % 5], a.currency,
              CASE WHEN g % 5 IN (1, 3, 4) THEN -1 ELSE 1 END * (1 + (g::bigint * 48271) % 250000) / 100.0,
              (ARRAY['Salary','Groceries','Invoice payment','Monthly fee','Rent','Refund','Online shop'])[1 + g % 7] || ' #' || g,
              ${at('g')}
         FROM generate_series(1, ${o.transactions}) g JOIN seed_accounts a ON a.rn = 1 + (g % ${Math.max(1, nAccounts)})`,
      p,
    );
  }
  return { partnerId: o.partnerId, clients: o.clients, accounts: o.accounts, cards: o.cards, transactions: o.transactions };
}
