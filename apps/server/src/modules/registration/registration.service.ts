import { z } from 'zod/mini';
import { LIMITS, REGISTRATION_MESSAGES, ageOn, isAllowedCountry, type RegisterBody } from '@portal/contract';
import type { AppContext } from '../../context';
import { AppError, invalid } from '../../lib/errors';
import { sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { registrationSettings } from '../status/status.service';
import { sendConfirmation } from '../recovery/recovery.service';
import * as repo from './registration.repository';
import { openPartner } from '../../lib/standing';
import { announceJoined, joinTeam } from '../team/team.service';
import { checkPasswordStrength } from '../../lib/password-policy';

const custom = (code: keyof typeof REGISTRATION_MESSAGES) => invalid(code, 'CUSTOM_MESSAGE', REGISTRATION_MESSAGES[code]);
const isEmail = (e: string) => z.email().safeParse(e).success;

/** MM-dd-yyyy → yyyy-MM-dd, a real date not in the future and at least 18 years ago. */
function birthDate(ctx: AppContext, s: string): string {
  const [mm, dd, yyyy] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(yyyy, mm - 1, dd));
  if (dt.getUTCFullYear() !== yyyy || dt.getUTCMonth() !== mm - 1 || dt.getUTCDate() !== dd)
    throw invalid('validation_error', 'birthDate', 'birth_date_format');
  if (dt.getTime() > ctx.now().getTime()) throw invalid('validation_error', 'birthDate', 'birth_date_future');
  if (ageOn([yyyy, mm, dd], ctx.now()) < LIMITS.minimumAgeYears) throw invalid('validation_error', 'birthDate', 'birth_date_underage');
  return dt.toISOString().slice(0, 10);
}

/**
 * Registration (partner-portal §7/§8): switches first, then the e-mail, the country, the invitation.
 * A business gets a tier-2 KYC record in CREATED and its partner (its sandbox; no wlpId before the verification); a
 * developer spends the invitation code and, for a team invitation, becomes an active EMPLOYEE of that partner
 * (team.service joinTeam). The confirmation mail goes out.
 */
export async function register(ctx: AppContext, o: { body: RegisterBody; host?: string; language: string }): Promise<void> {
  const b = o.body;
  const reg = await registrationSettings(ctx);
  if (!reg.enabled) throw invalid('registration_disabled', 'reason', reg.reason ?? '');
  if (reg.regionRestricted) throw invalid('region_restricted', 'CUSTOM_MESSAGE', REGISTRATION_MESSAGES.region_restricted);
  if (b.businessOwnerAccount && !reg.businessEnabled) throw invalid('registration_disabled', 'reason', 'business registration is disabled');
  if (!b.businessOwnerAccount && !reg.invitationEnabled)
    throw invalid('registration_disabled', 'reason', 'developer registration is disabled');
  const email = b.email.trim();
  if (!isEmail(email)) throw custom('email_invalid');
  const country = b.businessOwnerAccount ? b.companyCountry : b.country;
  if (!isAllowedCountry(country)) throw invalid('region_restricted', b.businessOwnerAccount ? 'companyCountry' : 'country', country);
  const birth = b.businessOwnerAccount ? undefined : birthDate(ctx, b.birthDate);
  if (b.businessOwnerAccount && (await repo.emailExists(ctx.db, email))) throw custom('email_taken');
  const names = b.businessOwnerAccount ? [b.companyName] : [b.firstName, b.lastName];
  checkPasswordStrength(b.password, { field: 'password', userInputs: [email, ...names] });
  const passwordHash = await hashPassword(b.password);
  const agent = ctx.brands.forHost(o.host).agent;
  const language = o.language;
  let created: { id: string; team?: { partnerId: string; memberId: string } };
  try {
    created = await ctx.db.transaction(async (tx) => {
      if (b.businessOwnerAccount) {
        const id = await repo.insertUser(tx, {
          email,
          passwordHash,
          type: 'BUSINESS',
          companyName: b.companyName,
          companyRegNumber: b.companyRegNumber,
          companyAddress: b.companyAddress,
          companyCountry: b.companyCountry,
          mobileNumber: b.mobileNumber,
          agent,
          language,
        });
        await tx.query("INSERT INTO kyc_records(user_id, tier, status) VALUES ($1, 2, 'CREATED')", [id]);
        // its partner from the start, so that its sandbox works while it waits for its verification (no wlpId yet)
        await openPartner(tx, { userId: id, agent, company: b.companyName, wlpId: null });
        return { id };
      }
      const inv = await repo.consumeInvitation(tx, sha256(b.invitationCode.trim()), ctx.now());
      if (!inv || (inv.email && inv.email.toLowerCase() !== email.toLowerCase())) throw custom('invitation_code_invalid');
      // a team link can grant ADMIN: it works TEAM_INVITATION_TTL_DAYS, then the owner invites again
      if (inv.sentAt && ctx.now().getTime() - inv.sentAt.getTime() > ctx.env.TEAM_INVITATION_TTL_DAYS * 86_400_000)
        throw custom('invitation_expired');
      // only once the code is good: a wrong code must not tell whether an address has an account (the code stays unspent)
      if (await repo.emailExists(tx, email)) throw custom('email_taken');
      const owner = inv.kind === 'team' && inv.partnerId ? await repo.partnerOwner(tx, inv.partnerId) : null;
      const id = await repo.insertUser(tx, {
        email,
        passwordHash,
        type: owner ? 'EMPLOYEE' : 'INDIVIDUAL',
        firstName: b.firstName,
        lastName: b.lastName,
        country: b.country,
        mobileNumber: b.mobileNumber,
        birthDate: birth,
        partnerId: owner ? inv.partnerId : null,
        onBehalfOf: owner?.id ?? null,
        agent: owner?.agent ?? agent,
        language,
      });
      if (owner && inv.teamMemberId)
        return {
          id,
          team: await joinTeam(tx, { memberId: inv.teamMemberId, userId: id, partnerId: inv.partnerId!, ownerTier: owner.kycTier }),
        };
      return { id };
    });
  } catch (e) {
    // two registrations racing for one e-mail: the unique index decides
    if (!(e instanceof AppError) && (e as { code?: string }).code === '23505') throw custom('email_taken');
    throw e;
  }
  if (created.team) await announceJoined(ctx, created.team);
  await sendConfirmation(ctx, created.id);
}

export const countries = (allowed: readonly string[]) => allowed.map((countryCode) => ({ countryCode }));
