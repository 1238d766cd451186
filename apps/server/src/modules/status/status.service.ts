import type { StatusObject } from '@portal/contract';
import type { AppContext } from '../../context';
import type { SessionUser } from '../auth/auth.service';
import { one } from '../../db/db';
import { maintenanceState } from '../console/console-platform.service';

interface RegistrationSettings {
  enabled: boolean;
  reason: string | null;
  regionRestricted: boolean;
  businessEnabled: boolean;
  invitationEnabled: boolean;
}

export async function registrationSettings(ctx: AppContext): Promise<RegistrationSettings> {
  const row = await one<{ value: RegistrationSettings }>(ctx.db, "SELECT value FROM settings WHERE key = 'registration'");
  return row!.value;
}

/** The status object: the signed-in partner's wlpId and brand, or the host's brand for visitors. */
export async function status(ctx: AppContext, o: { user: SessionUser | null; host?: string }): Promise<StatusObject> {
  const [reg, maintenance] = await Promise.all([registrationSettings(ctx), maintenanceState(ctx.db)]);
  const brand = o.user?.agent ? ctx.brands.get(o.user.agent) : ctx.brands.forHost(o.host);
  return {
    wlpId: o.user?.wlpId ?? null,
    agent: brand.agent,
    invitationEnabled: reg.invitationEnabled,
    regionRestricted: reg.regionRestricted,
    registrationDisabledReason: reg.enabled ? null : reg.reason,
    registrationEnabled: reg.enabled,
    businessEnabled: reg.businessEnabled,
    chatAppEnabled: false,
    sumsubUrl: null,
    loggedIn: o.user != null,
    brand: ctx.brands.toPublic(brand),
    maintenance: maintenance.enabled ? { message: maintenance.message, since: maintenance.since } : null,
  };
}
