import { one } from '../../src/db/db';
import { auth, type TestApp } from './build';

const PASSWORD = 'Member@Pass1';

/**
 * A developer joins the partner the way a person does: the owner invites the address, the invitee
 * registers with the mailed link, confirms the e-mail and signs in. Answers the member's session
 * token and its ids.
 */
export async function joinAsDeveloper(t: TestApp, ownerToken: string, email: string) {
  const invite = await t.app.inject({ method: 'POST', url: '/api-portal/user/team-member', headers: auth(ownerToken), payload: { email } });
  if (invite.statusCode !== 200) throw new Error(`invite: ${invite.statusCode} ${invite.body}`);
  const mail = async () =>
    (await one<{ links: string[] }>(t.ctx.db, 'SELECT links FROM mails WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1', [
      email,
    ]))!.links[0]!;
  const link = new URL(await mail());
  const register = await t.app.inject({
    method: 'POST',
    url: '/api-portal/auth/register',
    payload: {
      businessOwnerAccount: false,
      email,
      invitationCode: link.searchParams.get('code'),
      country: 'ITA',
      password: PASSWORD,
      firstName: 'Grace',
      lastName: 'Hopper',
      birthDate: '09-12-1990',
      mobileNumber: '+393471234567',
    },
  });
  if (register.statusCode !== 200) throw new Error(`register: ${register.statusCode} ${register.body}`);
  const confirm = (await mail()).split('/').pop()!;
  await t.app.inject({ method: 'GET', url: `/api-portal/auth/confirm-email/${confirm}` });
  const token = await t.login(email, PASSWORD);
  const member = (await one<{ id: string; user_id: string }>(
    t.ctx.db,
    'SELECT id::text, user_id::text FROM team_members WHERE lower(email) = lower($1)',
    [email],
  ))!;
  return { token, memberId: member.id, userId: member.user_id };
}
