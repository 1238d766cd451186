import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API, CONSOLE_OPERATORS_API, CONSOLE_REVIEWS_API, STEP_UP_REQUIRED } from '@portal/contract';
import { auth, buildTestApp, NO_IDLE_LIMIT, type TestApp } from './helpers/build';
import { newOperator, OPERATOR_PASSWORD, totpAt, type TestOperator } from './helpers/operators';
import { runCommand } from '../src/cli/commands';

/*
 * Operators' step-up and own password. Approving a verification, disabling a partner and inviting an operator
 * need a code entered within the step-up window (signing in counts), as the partners' sensitive actions do.
 * The clock is set: codes are computed for that very time.
 */
let t: TestApp;
let clock = Date.UTC(2031, 5, 1, 9, 0, 0);
const advance = (ms: number) => {
  clock += ms;
  t.setNow(new Date(clock));
};
let admin: TestOperator;
let officer: TestOperator;

beforeAll(async () => {
  t = await buildTestApp({ env: NO_IDLE_LIMIT });
  t.setNow(new Date(clock));
  admin = await newOperator(t, 'ADMINISTRATOR');
  officer = await newOperator(t, 'COMPLIANCE_OFFICER');
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) });

async function pendingPartner(email: string) {
  await runCommand(t.ctx, ['partner', 'create', '--email', email, '--password', 'Step@Partner12', '--company', `${email} S.r.l.`]);
  await runCommand(t.ctx, ['user', 'kyc', '--email', email, '--tier', '2', '--status', 'PENDING']);
  const [row] = await t.ctx.db.query<{ partner: string; kyc: string }>(
    `SELECT u.partner_id::text AS partner, u.id::text AS kyc FROM users u JOIN kyc_records k ON k.user_id = u.id
      WHERE u.email = $1 AND k.status = 'PENDING'`,
    [email],
  );
  return row!;
}

describe('operator step-up', () => {
  it('once the window has passed, approve, disable and invite answer 403 step_up_required until a code is entered', async () => {
    const p = await pendingPartner('stepup.one@partner.test');
    const approve = () => post(officer.token, CONSOLE_REVIEWS_API.approve.path.replace(':id', p.kyc));
    const disable = () => post(admin.token, CONSOLE_API.disablePartner.path.replace(':id', p.partner), { reason: 'fraud check' });
    const invite = () => post(admin.token, CONSOLE_OPERATORS_API.invite.path, { email: 'invitee@bank.test', role: 'SUPPORT_AGENT' });

    advance(6 * 60_000);
    for (const r of [await approve(), await disable(), await invite()]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().error).toBe(STEP_UP_REQUIRED);
    }
    // enabling a partner again, reading and the sign-in's own calls stay without a code
    expect((await post(admin.token, CONSOLE_API.enablePartner.path.replace(':id', p.partner), { reason: 'ok' })).statusCode).toBe(200);

    const wrong = await post(officer.token, CONSOLE_API.stepUp.path, { code: '000000' });
    expect(wrong.statusCode).toBe(417);
    expect(wrong.json().error).toBe('two_factor_code_invalid');
    advance(30_000);
    const code = await totpAt(t, officer.secret);
    const ok = await post(officer.token, CONSOLE_API.stepUp.path, { code });
    expect(ok.statusCode).toBe(200);
    expect(new Date(ok.json().stepUpUntil).getTime()).toBe(clock + 5 * 60_000);
    expect((await approve()).statusCode).toBe(200);
    // a code works once, for any session of the operator
    expect((await post(officer.token, CONSOLE_API.stepUp.path, { code })).json().error).toBe('two_factor_code_invalid');

    advance(30_000);
    expect((await post(admin.token, CONSOLE_API.stepUp.path, { code: await totpAt(t, admin.secret) })).statusCode).toBe(200);
    expect((await disable()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(200);
    advance(5 * 60_000 + 1000);
    expect((await invite()).json().error).toBe(STEP_UP_REQUIRED);
  });

  it('counts the sign-in as a step-up', async () => {
    const p = await pendingPartner('stepup.two@partner.test');
    advance(60_000);
    const payload = { email: admin.email, password: OPERATOR_PASSWORD, code: await totpAt(t, admin.secret) };
    const token = (await t.app.inject({ method: 'POST', url: CONSOLE_API.signIn.path, payload })).json().token as string;
    expect((await post(token, CONSOLE_API.disablePartner.path.replace(':id', p.partner), { reason: 'check' })).statusCode).toBe(200);
  });
});

describe('operator change password', () => {
  it('checks the old password and the policy, ends the other sessions and keeps this one', async () => {
    const op = await newOperator(t, 'SUPPORT_AGENT', 'changer@bank.test');
    advance(60_000);
    const signIn = async (password: string) =>
      t.app.inject({
        method: 'POST',
        url: CONSOLE_API.signIn.path,
        payload: { email: op.email, password, code: await totpAt(t, op.secret) },
      });
    const other = (await signIn(OPERATOR_PASSWORD)).json().token as string;
    const change = (body: object) => post(op.token, CONSOLE_API.changePassword.path, body);

    const wrong = await change({ oldPassword: 'Wrong@Pass12', newPassword: 'Lantern-Quarry-88!' });
    expect([wrong.statusCode, wrong.json().error, wrong.json().error_param]).toEqual([417, 'invalid', 'oldPassword']);
    const common = await change({ oldPassword: OPERATOR_PASSWORD, newPassword: 'Password1!' });
    expect([common.statusCode, common.json().error_param]).toEqual([417, 'newPassword']);
    expect(['password_breached', 'password_weak']).toContain(common.json().error);
    expect((await change({ oldPassword: OPERATOR_PASSWORD, newPassword: OPERATOR_PASSWORD })).json().error).toBe('unchanged');

    const ok = await change({ oldPassword: OPERATOR_PASSWORD, newPassword: 'Lantern-Quarry-88!' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, endedSessions: 1 });
    expect((await t.app.inject({ method: 'GET', url: CONSOLE_API.me.path, headers: auth(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: CONSOLE_API.me.path, headers: auth(op.token) })).statusCode).toBe(200);
    advance(30_000);
    expect((await signIn(OPERATOR_PASSWORD)).statusCode).toBe(417);
    advance(30_000);
    expect((await signIn('Lantern-Quarry-88!')).statusCode).toBe(200);
    const [entry] = await t.ctx.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM audit_log WHERE action = 'operator.password_changed'",
    );
    expect(entry!.n).toBe('1');
  });
});
