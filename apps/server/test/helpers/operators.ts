import { generate } from 'otplib';
import type { OperatorRole } from '@portal/contract';
import { runCommand } from '../../src/cli/commands';
import type { TestApp } from './build';

export const OPERATOR_PASSWORD = 'Operator@Pass1';

export interface TestOperator {
  email: string;
  role: OperatorRole;
  secret: string;
  token: string;
}

/** The current TOTP code of a secret on the test app's clock. */
export const totpAt = (t: TestApp, secret: string) => generate({ secret, epoch: Math.floor(t.ctx.now().getTime() / 1000) });

/**
 * An operator as the first one is made: `operator create` on the command line, then the first sign-in in
 * the console (enrolment, then the sign-in with its first code). Answers its session token and TOTP secret.
 */
export async function newOperator(t: TestApp, role: OperatorRole, email = `${role.toLowerCase()}@bank.test`): Promise<TestOperator> {
  await runCommand(t.ctx, ['operator', 'create', '--email', email, '--role', role, '--password', OPERATOR_PASSWORD]);
  const enrol = await t.app.inject({
    method: 'POST',
    url: '/api-operator/auth/enrolment',
    payload: { email, password: OPERATOR_PASSWORD },
  });
  if (enrol.statusCode !== 200) throw new Error(`enrolment ${email}: ${enrol.statusCode} ${enrol.body}`);
  const secret = enrol.json().secret as string;
  const payload = { email, password: OPERATOR_PASSWORD, code: await totpAt(t, secret) };
  const r = await t.app.inject({ method: 'POST', url: '/api-operator/auth/sign-in', payload });
  if (r.statusCode !== 200) throw new Error(`sign-in ${email}: ${r.statusCode} ${r.body}`);
  return { email, role, secret, token: r.json().token as string };
}
