import { CONSOLE, type RegistrationSwitches, type RegistrationSwitchesBody } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { invalid } from '../../lib/errors';
import { record, type Actor } from '../audit/audit.service';

/** The registration switches (the `registration` setting the status object and the registration route read). */
export async function registrationSwitches(q: Queryable): Promise<RegistrationSwitches> {
  const row = await one<{ value: { enabled: boolean; reason: string | null; regionRestricted: boolean } }>(
    q,
    "SELECT value FROM settings WHERE key = 'registration'",
  );
  const v = row!.value;
  return { enabled: v.enabled, reason: v.enabled ? null : (v.reason ?? null), regionRestricted: v.regionRestricted };
}

/**
 * Registration on or off (off needs a reason: partners read it on the registration page, the registration
 * route answers 417 registration_disabled with it) and the region restriction (the route answers 417
 * region_restricted). The console and `registration set` both come here; audited on the platform chain.
 */
export async function setRegistration(ctx: AppContext, o: { body: RegistrationSwitchesBody; actor: Actor }): Promise<RegistrationSwitches> {
  const reason = o.body.reason?.trim() || null;
  if (!o.body.enabled && !reason) throw invalid('validation_error', 'reason', '');
  if (reason && reason.length > CONSOLE.reasonMax) throw invalid('validation_error', 'reason', reason.slice(0, 40));
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const patch = { enabled: o.body.enabled, reason: o.body.enabled ? null : reason, regionRestricted: o.body.regionRestricted };
    await tx.query("UPDATE settings SET value = value || $1::jsonb WHERE key = 'registration'", [JSON.stringify(patch)]);
    await record(tx, { partnerId: null, at, actor: o.actor, action: 'registration.changed', target: 'registration', changes: patch });
    return registrationSwitches(tx);
  });
}
