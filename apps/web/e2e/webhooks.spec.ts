import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WEBHOOK_SECRET_MIN } from '@portal/contract';
import { chooseLanguage, signInByApi } from './support/session';
import { DATA_DIR, createPartner } from './support/operator';
import { text } from './support/texts';
import { axe, shoot } from './support/webhooks-page';
import { USERS, type DemoUser } from './support/users';

/*
 * Webhooks: add a webhook pointing at a receiver this spec runs on 127.0.0.1, cause an
 * event through the partner API (signed with an API secret generated through the portal API),
 * watch the delivery appear live, resend it, look at its attempts, replay a failed one; texts in
 * en and it; axe clean; a screenshot of every webhook screen and dialog in both languages.
 * The server under test must run with WEBHOOK_ALLOW_PRIVATE_URLS=true (a loopback receiver).
 * With E2E_DATA_DIR (or DATA_DIR: the server's data folder, as CI sets it) the spec works as a
 * partner of its own, created with the operator CLI, and leaves the demo partner alone.
 */

/** A verified partner of this spec's own (`npm run admin -- partner create`), else the demo partner. */
function partnerUser(): DemoUser {
  if (!DATA_DIR) return USERS.demo;
  return createPartner({ dataDir: DATA_DIR, prefix: 'webhooks-e2e', password: 'Hooks@Partner1', company: 'Webhooks E2E' });
}
const en = (key: string, values?: Record<string, string>) => text('en', `webhooks:${key}`, values);
const it_ = (key: string, values?: Record<string, string>) => text('it', `webhooks:${key}`, values);

interface Got {
  id: string;
  ts: string;
  sig: string;
  body: string;
  /** the status code the receiver answered */
  status: number;
}

/** A webhook endpoint on 127.0.0.1 that keeps what it got and answers 200, or 500 while `failing`. */
async function startReceiver() {
  const got: Got[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = state.failing ? 500 : 200;
      got.push({
        id: String(req.headers['x-webhook-id']),
        ts: String(req.headers['x-webhook-ts']),
        sig: String(req.headers['x-webhook-sig']),
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'temporarily broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/bank`;
  return { got, url, state, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

/** The partner's side: a session, an API secret generated through the portal, signed partner API calls. */
async function partnerApi(request: APIRequestContext, user: DemoUser) {
  const login = await request.post('/api-portal/auth/login', { data: user });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  // A clean slate: this spec's webhooks from an earlier run would receive its events too.
  const list = (await (await request.get('/api-portal/webhook', { headers })).json()) as { list: Array<{ uuid: string }> };
  for (const w of list.list) await request.delete(`/api-portal/webhook/${w.uuid}`, { headers });
  const key = (await (await request.post('/api-portal/user/secrets', { headers, data: { label: 'e2e webhooks' } })).json()) as {
    id: string;
    token: string;
    secret: string;
  };
  const signed = async (method: 'POST' | 'PATCH', url: string, body: unknown) => {
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = crypto.createHmac('sha256', key.secret).update(`${ts}${method}${url}${raw}`).digest('hex');
    const r = await request.fetch(url, {
      method,
      data: raw,
      headers: { 'content-type': 'application/json', 'x-app-access-token': key.token, 'x-app-access-ts': ts, 'x-app-access-sig': sig },
    });
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as Record<string, string>;
  };
  const done = async () => void (await request.delete(`/api-portal/user/secrets/${key.id}`, { headers }));
  return { signed, done };
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test(`add a webhook, cause an event through the partner API, watch it arrive live, \
resend it, replay a failed one, remove the webhook`, async ({ page, request }) => {
  test.setTimeout(240_000);
  const user = partnerUser();
  const receiver = await startReceiver();
  const api = await partnerApi(request, user);
  const secret = 'whsec_e2e_0123456789abcdef';
  try {
    await signInByApi(page, user);
    await page.goto('/account');
    const webhooks = section(page, en('title'));
    await expect(webhooks.getByText(en('table.empty'))).toBeVisible();

    // Add: both fields are required, then saved and listed with the secret masked.
    await webhooks.getByRole('button', { name: en('add') }).click();
    const dialog = page.getByRole('dialog', { name: en('form.addTitle') });
    await dialog.getByRole('button', { name: en('form.save') }).click();
    await expect(dialog.getByText(en('form.urlRequired'))).toBeVisible();
    await expect(dialog.getByText(en('form.secretRequired'))).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-form-errors-en', { dialog: true });
    // a secret shorter than the contract's minimum is named under the field
    await dialog.getByLabel(en('form.secret')).fill('too-short');
    await expect(dialog.getByText(en('form.secretTooShort', { min: String(WEBHOOK_SECRET_MIN) }))).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-form-secret-short-en', { dialog: true });
    await dialog.getByRole('textbox', { name: en('form.url') }).fill(receiver.url);
    await dialog.getByLabel(en('form.secret')).fill(secret);
    // the event types it receives (none chosen: all) and a description
    await dialog.getByRole('combobox', { name: en('form.eventTypes') }).click();
    await page.getByRole('option', { name: 'ACCOUNT_CREATED' }).click();
    await dialog.getByRole('textbox', { name: en('form.description') }).fill('Accounts service (e2e)');
    await expect(page.getByRole('listbox')).toBeHidden();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-form-add-en', { dialog: true });
    await dialog.getByRole('button', { name: en('form.save') }).click();
    await expect(dialog).toBeHidden();
    const row = webhooks.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toBeVisible();
    await expect(row.getByText('************cdef')).toBeVisible();
    await expect(row.getByText(en('state.enabled'))).toBeVisible();
    await expect(row.getByText('Accounts service (e2e)')).toBeVisible();
    await expect(row.getByText('ACCOUNT_CREATED', { exact: true })).toBeVisible();
    // the UUID shortened to its first 8 characters, on one line (the whole one wrapped a character per line)
    const uuid = row.getByRole('cell').first().locator('code');
    await expect(uuid).toHaveText(/^[0-9a-f]{8}…$/);
    expect((await uuid.boundingBox())!.height).toBeLessThan(30);
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-account-en', { part: webhooks });

    // The edit and delete dialogs (delete for real at the end).
    await row.getByRole('button', { name: en('table.editOf', { url: receiver.url }) }).click();
    const edit = page.getByRole('dialog', { name: en('form.editTitle') });
    await expect(edit.getByRole('textbox', { name: en('form.url') })).toHaveValue(receiver.url);
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-form-edit-en', { dialog: true });
    await edit.getByRole('button', { name: en('form.cancel') }).click();
    await row.getByRole('button', { name: en('table.deleteOf', { url: receiver.url }) }).click();
    const remove = page.getByRole('dialog', { name: en('delete.title') });
    await expect(remove).toContainText(receiver.url);
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-delete-en', { dialog: true });
    await remove.getByRole('button', { name: en('delete.cancel') }).click();
    await expect(remove).toBeHidden();

    // Deliveries view; an event caused through the partner API appears live (no reload) and is delivered.
    await row.getByRole('link', { name: en('table.deliveriesOf', { url: receiver.url }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('deliveries.title') })).toBeVisible();
    await expect(page.getByText(en('deliveries.empty'))).toBeVisible();
    const client = await api.signed('POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: `e2e-${Date.now()}@example.com`,
      firstName: 'Erika',
      lastName: 'Webhook',
    });
    await api.signed('POST', '/partner/v1/accounts', { clientId: client.clientId, currency: 'EUR', label: 'E2E webhook' });
    await expect.poll(() => receiver.got.length).toBe(1);
    const eventId = receiver.got[0]!.id;
    expect(crypto.createHmac('sha256', secret).update(`${receiver.got[0]!.ts}.${receiver.got[0]!.body}`).digest('hex')).toBe(
      receiver.got[0]!.sig,
    );
    const delivery = page.getByRole('row').filter({ hasText: eventId });
    await expect(delivery).toContainText('ACCOUNT_CREATED');
    await expect(delivery.getByText(en('status.SUCCEEDED'))).toBeVisible();
    await expect(delivery.getByRole('cell', { name: '200' })).toBeVisible();

    // Resend: the same event id arrives again; the row counts two attempts.
    await delivery.getByRole('button', { name: en('deliveries.resendOf', { id: eventId }) }).click();
    await expect.poll(() => receiver.got.length).toBe(2);
    expect(receiver.got[1]!.id).toBe(eventId);
    expect(receiver.got[1]!.body).toBe(receiver.got[0]!.body);
    await expect(delivery.getByRole('cell', { name: '2', exact: true })).toBeVisible();

    // The attempt detail: both attempts with their answers, and the body sent.
    await delivery.getByRole('button', { name: en('deliveries.detailsOf', { id: eventId }) }).click();
    const detail = page.getByRole('dialog', { name: en('detail.title', { type: 'ACCOUNT_CREATED' }) });
    await expect(detail.getByText(en('detail.attempt', { n: '2' }))).toBeVisible();
    await expect(detail.getByText(en('detail.attempt', { n: '1' }))).toBeVisible();
    await expect(detail.getByText(en('detail.answer', { code: '200' }))).toHaveCount(2);
    await expect(detail.getByText('"E2E webhook"')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-delivery-detail-en', { dialog: true });
    await detail.getByRole('button', { name: en('detail.close') }).click();

    // Send test event of a chosen type while the receiver fails: the answer shows at once, the row is Failed.
    receiver.state.failing = true;
    await page.getByRole('button', { name: en('deliveries.test') }).click();
    const testDialog = page.getByRole('dialog', { name: en('testEvent.title') });
    await testDialog.getByRole('combobox', { name: en('testEvent.type') }).click();
    await page.getByRole('option', { name: 'CARD_CREATED' }).click();
    await testDialog.getByRole('button', { name: en('testEvent.send') }).click();
    await expect(testDialog.getByText(en('testEvent.failed'))).toBeVisible();
    await expect(testDialog.getByText(en('testEvent.status', { code: '500' }))).toBeVisible();
    expect(receiver.got).toHaveLength(3);
    const testId = receiver.got[2]!.id;
    expect(JSON.parse(receiver.got[2]!.body)).toMatchObject({ type: 'CARD_CREATED' });
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-test-event-en', { dialog: true });
    await testDialog
      .getByRole('button', { name: en('testEvent.close') })
      .first()
      .click();
    const failed = page.getByRole('row').filter({ hasText: testId });
    await expect(failed).toContainText('CARD_CREATED');
    await expect(failed.getByText(en('status.FAILED'))).toBeVisible();
    await expect(failed.getByRole('cell', { name: '500' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-deliveries-en');

    // Recover failed deliveries: the receiver is back, the failed test event goes again and is delivered, live.
    receiver.state.failing = false;
    await page.getByRole('button', { name: en('deliveries.replay') }).click();
    const replay = page.getByRole('dialog', { name: en('replay.title') });
    await expect(replay.getByLabel(en('replay.since'))).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await replay.getByRole('button', { name: en('replay.preset.hour') }).click();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-replay-en', { dialog: true });
    await replay.getByRole('button', { name: en('replay.submit') }).click();
    await expect(replay.getByText(en('replay.done_one', { count: '1' }))).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-recover-done-en', { dialog: true });
    await replay
      .getByRole('button', { name: en('replay.close') })
      .last()
      .click();
    await expect
      .poll(() =>
        receiver.got
          .filter((g) => g.id === testId)
          .map((g) => g.status)
          .at(-1),
      )
      .toBe(200);
    await expect(failed.getByText(en('status.SUCCEEDED'))).toBeVisible();

    // Disable and enable.
    await page.getByRole('switch', { name: en('deliveries.enabled') }).click();
    await expect(page.getByText(en('deliveries.nowDisabled'))).toBeVisible();
    await expect(page.getByText(en('state.disabled'), { exact: true })).toBeVisible();
    await page.getByRole('switch', { name: en('deliveries.enabled') }).click();
    await expect(page.getByText(en('state.enabled'), { exact: true })).toBeVisible();

    // Italian: every screen and dialog again.
    await chooseLanguage(page, 'it');
    await expect(page.getByRole('heading', { level: 1, name: it_('deliveries.title') })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: eventId }).getByText(it_('status.SUCCEEDED'))).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-deliveries-it');
    await page
      .getByRole('row')
      .filter({ hasText: eventId })
      .getByRole('button', { name: it_('deliveries.detailsOf', { id: eventId }) })
      .click();
    await expect(page.getByRole('dialog', { name: it_('detail.title', { type: 'ACCOUNT_CREATED' }) })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-delivery-detail-it', { dialog: true });
    await page.getByRole('button', { name: it_('detail.close') }).click();
    await page.getByRole('button', { name: it_('deliveries.test') }).click();
    const testIt = page.getByRole('dialog', { name: it_('testEvent.title') });
    await testIt.getByRole('button', { name: it_('testEvent.send') }).click();
    await expect(testIt.getByText(it_('testEvent.delivered'))).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-test-event-it', { dialog: true });
    await testIt
      .getByRole('button', { name: it_('testEvent.close') })
      .last()
      .click();
    await page.getByRole('button', { name: it_('deliveries.replay') }).click();
    await expect(page.getByRole('dialog', { name: it_('replay.title') })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-replay-it', { dialog: true });
    await page
      .getByRole('dialog', { name: it_('replay.title') })
      .getByRole('button', { name: it_('replay.cancel') })
      .click();
    await page.getByRole('link', { name: it_('deliveries.back') }).click();
    const webhooksIt = section(page, it_('title'));
    await expect(webhooksIt.getByRole('row').filter({ hasText: receiver.url })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-account-it', { part: webhooksIt });
    await webhooksIt.getByRole('button', { name: it_('add') }).click();
    const addIt = page.getByRole('dialog', { name: it_('form.addTitle') });
    await addIt.getByRole('button', { name: it_('form.save') }).click();
    await expect(addIt.getByText(it_('form.urlRequired'))).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-form-add-it', { dialog: true });
    await addIt.getByLabel(it_('form.secret')).fill('troppo-corto');
    await expect(addIt.getByText(it_('form.secretTooShort', { min: String(WEBHOOK_SECRET_MIN) }))).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-form-secret-short-it', { dialog: true });
    await addIt.getByRole('button', { name: it_('form.cancel') }).click();
    await webhooksIt.getByRole('button', { name: it_('table.editOf', { url: receiver.url }) }).click();
    await expect(page.getByRole('dialog', { name: it_('form.editTitle') })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-form-edit-it', { dialog: true });
    await page
      .getByRole('dialog', { name: it_('form.editTitle') })
      .getByRole('button', { name: it_('form.cancel') })
      .click();
    await webhooksIt.getByRole('button', { name: it_('table.deleteOf', { url: receiver.url }) }).click();
    const removeIt = page.getByRole('dialog', { name: it_('delete.title') });
    await expect(removeIt).toContainText(receiver.url);
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'webhooks-delete-it', { dialog: true });
    await removeIt.getByRole('button', { name: it_('delete.cancel') }).click();

    // Remove, with the 'Webhook removed' notice.
    await chooseLanguage(page, 'en');
    const webhooksEn = section(page, en('title'));
    await webhooksEn.getByRole('button', { name: en('table.deleteOf', { url: receiver.url }) }).click();
    await page
      .getByRole('dialog', { name: en('delete.title') })
      .getByRole('button', { name: en('delete.submit') })
      .click();
    await expect(page.getByText(en('delete.done'))).toBeVisible();
    await expect(webhooksEn.getByText(en('table.empty'))).toBeVisible();
  } finally {
    await receiver.close();
    await api.done();
  }
});
