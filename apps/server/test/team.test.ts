import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { listen, nextEvent as next, socketClients } from './helpers/sockets';
import { one } from '../src/db/db';
import { createPartner } from '../src/modules/console/console-partners.repository';
import { TEAM_INVITATIONS_RATE } from '@portal/contract';

/*
 * Team members (customer-portal §4, §7): invite → register with the mailed link → active member of the
 * partner → disabled (locked out at once) → recovered; an invitation removed; who may do what.
 */

let t: TestApp;
let url: string;
const clients = socketClients();
const PASSWORD = 'Strong@Pass1';
const OWNER = { email: 'owner@team.test', password: 'Owner@Team1' };

beforeAll(async () => {
  t = await buildTestApp();
  await t.ctx.db.transaction((tx) => createPartner(tx, { ...OWNER, company: 'Team Owner S.p.A.', agent: 'aurora' }));
  url = await listen(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

interface Member {
  id: string;
  email: string;
  invitationCode: string | null;
  registered: boolean;
  approved: boolean;
  disabled: boolean;
  role: string;
  developerId: string | null;
  createdDate: string;
}

const get = (path: string, token: string) => t.app.inject({ method: 'GET', url: path, headers: auth(token) });
const post = (path: string, token: string, payload: object) => t.app.inject({ method: 'POST', url: path, headers: auth(token), payload });
const list = async (token: string) => (await get('/api-portal/user/team-member', token)).json() as { list: Member[]; count: number };
const invite = (token: string, email: string, extra: object = {}) => post('/api-portal/user/team-member', token, { email, ...extra });
const removeCall = (token: string, email: string, developerId: string | null = null) =>
  post('/api-portal/user/team-member/delete', token, { developerId, email });
const revoke = (token: string, id: string) => get(`/api-portal/user/team-member/revoke/${id}`, token);
const recover = (token: string, id: string) => get(`/api-portal/user/team-member/recover/${id}`, token);
const lastMail = (to: string) =>
  one<{ subject: string; text_body: string; html_body: string; links: string[] }>(
    t.ctx.db,
    'SELECT subject, text_body, html_body, links FROM mails WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [to],
  );
const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: { email, password } });

/** Invites, reads the mailed link and registers with exactly what it carries; answers the member's token. */
async function join(ownerToken: string, email: string): Promise<{ token: string; member: Member; link: URL }> {
  expect((await invite(ownerToken, email)).statusCode).toBe(200);
  const link = new URL((await lastMail(email))!.links[0]!);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api-portal/auth/register',
    payload: {
      businessOwnerAccount: false,
      email: link.searchParams.get('email'),
      invitationCode: link.searchParams.get('code'),
      country: 'ITA',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '12-10-1990',
      mobileNumber: '+393471234567',
    },
  });
  expect(r.statusCode).toBe(200);
  // as everyone, the developer confirms the address before signing in
  expect((await login(email)).json()).toMatchObject({ error: 'email_not_confirmed' });
  const confirm = (await lastMail(email))!.links[0]!.split('/').pop()!;
  expect((await t.app.inject({ method: 'GET', url: `/api-portal/auth/confirm-email/${confirm}` })).statusCode).toBe(200);
  const token = (await login(email)).json().token as string;
  const member = (await list(ownerToken)).list.find((m) => m.email === email)!;
  return { token, member, link };
}

const open = (token: string) => clients.open(url, '/api-user', token);

describe('list', () => {
  it('shows the seeded invitation of the demo partner, without its code, to the owner only of that partner', async () => {
    const demo = await list(await t.login(DEMO.email, DEMO.password));
    // the demo seeds one invitation and one active viewer
    expect(demo.count).toBe(2);
    expect(demo.list.find((m) => m.email === 'viewer@partner.test')).toMatchObject({
      approved: true,
      disabled: false,
      registered: true,
      invitationCode: null,
      role: 'VIEWER',
    });
    expect(demo.list.find((m) => m.email === 'dev@demo-partner.test')).toMatchObject({
      email: 'dev@demo-partner.test',
      approved: false,
      disabled: false,
      registered: false,
      developerId: null,
      invitationCode: null,
      role: 'DEVELOPER',
    });
    const other = await list(await t.login(OTHER.email, OTHER.password));
    expect(other.list.map((m) => m.email)).toEqual(['dev@other-partner.test']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/user/team-member' })).statusCode).toBe(401);
  });
});

describe('invite', () => {
  it('mails a branded, single-use link to /auth/signup/developer with the code and the e-mail; role DEVELOPER by default', async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const r = await invite(owner, 'Ann.Invited@team.test');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      email: 'Ann.Invited@team.test',
      role: 'DEVELOPER',
      approved: false,
      disabled: false,
      registered: false,
      invitationCode: null,
    });
    const mail = (await lastMail('ann.invited@team.test'))!;
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/auth/signup/developer');
    expect(link.searchParams.get('email')).toBe('Ann.Invited@team.test');
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Aurora Bank: Team Owner S.p.A. invites you to its team');
    expect(mail.text_body).toContain(link.toString());
    expect(mail.html_body).toContain('Create your account');
    // only the hash is kept
    const row = await one<{ invitation_code_hash: string }>(
      t.ctx.db,
      "SELECT invitation_code_hash FROM team_members WHERE email = 'Ann.Invited@team.test'",
    );
    expect(row!.invitation_code_hash).not.toContain(link.searchParams.get('code'));
  });

  it("writes in the owner's language", async () => {
    await t.ctx.db.query("UPDATE users SET language = 'it' WHERE email = $1", [OWNER.email]);
    try {
      const owner = await t.login(OWNER.email, OWNER.password);
      expect((await invite(owner, 'bea@team.test')).statusCode).toBe(200);
      const mail = (await lastMail('bea@team.test'))!;
      expect(mail.subject).toBe('Aurora Bank: Team Owner S.p.A. ti invita nel suo team');
      expect(mail.html_body).toContain('Crea il tuo account');
    } finally {
      await t.ctx.db.query("UPDATE users SET language = 'en' WHERE email = $1", [OWNER.email]);
    }
  });

  it('refuses a bad e-mail, an unknown role and an address already on the team', async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    expect((await invite(owner, 'not-an-email')).json()).toMatchObject({ error: 'validation_error', error_param: 'email' });
    expect((await invite(owner, 'cid@team.test', { role: 'OWNER' })).json()).toMatchObject({
      error: 'validation_error',
      error_param: 'role',
    });
    expect((await invite(owner, 'ANN.INVITED@team.test')).json()).toMatchObject({ error: 'team_member_exists', error_param: 'email' });
    expect((await list(owner)).list.filter((m) => m.email.toLowerCase() === 'ann.invited@team.test')).toHaveLength(1);
  });
});

describe('invitations tell nothing about other partners and are limited', () => {
  it("answers another partner's user like a new address, and its link makes no second account", async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const fresh = await invite(owner, 'nobody.yet@team.test');
    const taken = await invite(owner, OTHER.email.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(200);
    // the link carries the address and a fresh code: compare the rest, and that both links have the same form
    const linkForm = (link: string) => {
      const u = new URL(link);
      return `${u.origin}${u.pathname}?${[...u.searchParams.keys()].join('&')}`;
    };
    const shape = (m: Member & { invitationLink: string }) => ({
      ...m,
      id: '',
      email: '',
      createdDate: '',
      invitationLink: linkForm(m.invitationLink),
    });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(shape(fresh.json()).invitationLink).toMatch(/\/auth\/signup\/developer\?code&email$/);
    const link = new URL((await lastMail(OTHER.email.toUpperCase()))!.links[0]!);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/register',
      payload: {
        businessOwnerAccount: false,
        email: link.searchParams.get('email'),
        invitationCode: link.searchParams.get('code'),
        country: 'ITA',
        password: PASSWORD,
        firstName: 'Eve',
        lastName: 'Twice',
        birthDate: '12-10-1990',
        mobileNumber: '+393471234567',
      },
    });
    expect(r.json()).toMatchObject({ error: 'email_taken' });
    expect(
      (await one<{ n: number }>(t.ctx.db, 'SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [OTHER.email]))!.n,
    ).toBe(1);
  });

  it(`answers 429 rate_limited beyond ${TEAM_INVITATIONS_RATE.max} invitations an hour per partner`, async () => {
    const o = { email: 'busy@team.test', password: 'Busy@Owner1' };
    await t.ctx.db.transaction((tx) => createPartner(tx, { ...o, company: 'Busy S.p.A.', agent: 'aurora' }));
    const busy = await t.login(o.email, o.password);
    for (let i = 0; i < TEAM_INVITATIONS_RATE.max; i++) expect((await invite(busy, `m${i}@busy.test`)).statusCode).toBe(200);
    expect((await invite(busy, 'one.more@busy.test')).json()).toMatchObject({ error: 'rate_limited' });
    // another partner is not affected
    expect((await invite(await t.login(OWNER.email, OWNER.password), 'still.fine@team.test')).statusCode).toBe(200);
  });
});

describe('states and who may change them', () => {
  it('registering with the link makes an active member of the same partner who may read its data at once', async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const { token, member } = await join(owner, 'dev.one@team.test');
    const me = (await get('/api-portal/user/me', token)).json() as {
      id: string;
      type: string;
      isOwner: boolean;
      onBehalfOf: string;
      kycTier: number;
      emailConfirmed: boolean;
    };
    expect(me).toMatchObject({ type: 'EMPLOYEE', isOwner: false, kycTier: 2, emailConfirmed: true });
    const ownerMe = (await get('/api-portal/user/me', owner)).json() as { id: string };
    expect(me.onBehalfOf).toBe(ownerMe.id);
    const [a, b] = await t.ctx.db.query<{ partner_id: string }>('SELECT partner_id FROM users WHERE email IN ($1, $2)', [
      OWNER.email,
      'dev.one@team.test',
    ]);
    expect(a!.partner_id).toBe(b!.partner_id);
    expect(member).toMatchObject({ approved: true, disabled: false, registered: true, developerId: me.id });
    expect((await get('/api-portal/clients', token)).statusCode).toBe(200);
    expect((await get('/api-portal/auth/status', token)).json().wlpId).toBe((await get('/api-portal/auth/status', owner)).json().wlpId);
    // the member sees the list, without being able to change it
    expect((await list(token)).list.map((m) => m.email)).toContain('dev.one@team.test');
  });

  it('a developer may not invite, remove, disable or recover (403); the server enforces it', async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const { token, member } = await join(owner, 'dev.two@team.test');
    const target = (await list(owner)).list.find((m) => m.email === 'ann.invited@team.test' || m.email === 'Ann.Invited@team.test')!;
    for (const r of [
      await invite(token, 'someone@team.test'),
      await removeCall(token, target.email),
      await revoke(token, member.developerId!),
      await recover(token, member.developerId!),
    ]) {
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ error: 'forbidden' });
    }
    expect((await list(owner)).list.find((m) => m.id === target.id)).toBeDefined();
  });

  it("another partner's owner gets 404 for this partner's members, as for missing ones", async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const member = (await list(owner)).list.find((m) => m.email === 'dev.one@team.test')!;
    const other = await t.login(OTHER.email, OTHER.password);
    expect((await revoke(other, member.developerId!)).statusCode).toBe(404);
    expect((await revoke(other, member.id)).statusCode).toBe(404);
    expect((await recover(other, member.developerId!)).statusCode).toBe(404);
    expect((await removeCall(other, member.email)).statusCode).toBe(404);
    expect((await removeCall(other, 'ann.invited@team.test')).statusCode).toBe(404);
    expect((await revoke(other, 'not-a-uuid')).statusCode).toBe(404);
    expect((await list(owner)).list.find((m) => m.id === member.id)).toMatchObject({ disabled: false, approved: true });
  });

  it('Remove deletes an invitation: its link no longer registers anyone', async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    expect((await invite(owner, 'gone@team.test')).statusCode).toBe(200);
    const link = new URL((await lastMail('gone@team.test'))!.links[0]!);
    const r = await removeCall(owner, 'gone@team.test');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ email: 'gone@team.test', state: 'REMOVED' });
    expect((await list(owner)).list.find((m) => m.email === 'gone@team.test')).toBeUndefined();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/register',
      payload: {
        businessOwnerAccount: false,
        email: 'gone@team.test',
        invitationCode: link.searchParams.get('code'),
        country: 'ITA',
        password: PASSWORD,
        firstName: 'Gone',
        lastName: 'Away',
        birthDate: '12-10-1990',
        mobileNumber: '+393471234567',
      },
    });
    expect(reg.json()).toMatchObject({ error: 'invitation_code_invalid' });
    // removing again: nobody by that address any more
    expect((await removeCall(owner, 'gone@team.test')).statusCode).toBe(404);
  });

  it(`Disable locks the member out at once (its session answers 401, its login is refused, \
its socket closes); Recover lets it back in`, async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const { token, member } = await join(owner, 'dev.three@team.test');
    const second = (await login('dev.three@team.test')).json().token as string;
    const socket = await open(token);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    const r = await revoke(owner, member.developerId!);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id: member.id, email: 'dev.three@team.test', state: 'DISABLED' });
    for (const tk of [token, second]) {
      expect((await get('/api-portal/user/me', tk)).statusCode).toBe(401);
      expect((await get('/api-portal/clients', tk)).statusCode).toBe(401);
    }
    expect(await closed).toBe('io server disconnect');
    expect((await login('dev.three@team.test')).json()).toMatchObject({ error: 'user_disabled' });
    expect((await list(owner)).list.find((m) => m.id === member.id)).toMatchObject({ approved: true, disabled: true });
    // a disabled member can be neither disabled nor removed again: only recovered
    expect((await revoke(owner, member.developerId!)).json()).toEqual({
      error: 'action_forbidden',
      error_param: 'state',
      param_value: 'DISABLED',
    });
    expect((await removeCall(owner, member.email, member.developerId)).json()).toMatchObject({ error: 'action_forbidden' });
    const back = await recover(owner, member.developerId!);
    expect(back.json()).toEqual({ id: member.id, email: 'dev.three@team.test', state: 'ACTIVE' });
    const again = (await login('dev.three@team.test')).json().token as string;
    expect((await get('/api-portal/clients', again)).statusCode).toBe(200);
    expect((await recover(owner, member.developerId!)).json()).toEqual({
      error: 'action_forbidden',
      error_param: 'state',
      param_value: 'ACTIVE',
    });
  });

  it("the delete call disables an active member too; a developerId that is not the member's answers 404", async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const { token, member } = await join(owner, 'dev.four@team.test');
    const ownerId = ((await get('/api-portal/user/me', owner)).json() as { id: string }).id;
    expect((await removeCall(owner, member.email, ownerId)).statusCode).toBe(404);
    const r = await removeCall(owner, member.email, member.developerId);
    expect(r.json()).toMatchObject({ state: 'DISABLED' });
    expect((await get('/api-portal/user/me', token)).statusCode).toBe(401);
    // recover accepts the team member's own id as well
    expect((await recover(owner, member.id)).json()).toMatchObject({ state: 'ACTIVE' });
  });

  it('recover refuses an invitation (nothing to recover)', async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const invited = (await list(owner)).list.find((m) => m.email === 'bea@team.test')!;
    expect((await recover(owner, invited.id)).json()).toEqual({ error: 'action_forbidden', error_param: 'state', param_value: 'INVITED' });
  });
});

describe('live team-member event', () => {
  it("tells the owner's and the members' sockets about every change, and no other partner", async () => {
    const owner = await t.login(OWNER.email, OWNER.password);
    const { token } = await join(owner, 'dev.live@team.test');
    const ownerSocket = await open(owner);
    const memberSocket = await open(token);
    const otherSocket = await open(await t.login(OTHER.email, OTHER.password));
    let leaked = false;
    otherSocket.on('team-member', () => (leaked = true));
    const toOwner = next<{ email: string; state: string }>(ownerSocket, 'team-member');
    const toMember = next<{ email: string; state: string }>(memberSocket, 'team-member');
    expect((await invite(owner, 'live@team.test')).statusCode).toBe(200);
    expect(await toOwner).toMatchObject({ email: 'live@team.test', state: 'INVITED' });
    expect(await toMember).toMatchObject({ email: 'live@team.test', state: 'INVITED' });
    const removed = next<{ state: string }>(ownerSocket, 'team-member');
    await removeCall(owner, 'live@team.test');
    expect(await removed).toMatchObject({ state: 'REMOVED' });
    // a registration with the link shows the new member as active
    const invited = next<{ email: string; state: string }>(ownerSocket, 'team-member');
    await invite(owner, 'live.two@team.test');
    expect(await invited).toMatchObject({ email: 'live.two@team.test', state: 'INVITED' });
    const link = new URL((await lastMail('live.two@team.test'))!.links[0]!);
    const joined = next<{ email: string; state: string }>(ownerSocket, 'team-member');
    await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/register',
      payload: {
        businessOwnerAccount: false,
        email: 'live.two@team.test',
        invitationCode: link.searchParams.get('code'),
        country: 'ITA',
        password: PASSWORD,
        firstName: 'Live',
        lastName: 'Two',
        birthDate: '12-10-1990',
        mobileNumber: '+393471234567',
      },
    });
    expect(await joined).toMatchObject({ email: 'live.two@team.test', state: 'ACTIVE' });
    expect(leaked).toBe(false);
  });
});
