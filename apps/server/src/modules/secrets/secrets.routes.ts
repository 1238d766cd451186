import type { FastifyInstance } from 'fastify';
import { KEY_ALLOWED_IPS_MAX, KEY_EXPIRY_MAX_DAYS, SECRETS_API as API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { partnerScope } from '../../lib/partner-scope';
import { createSecret, deleteSecret, listSecrets, rollSecret } from './secrets.service';
import { actorOf } from '../audit/audit.service';

/** API secrets of the signed-in partner: the keys partner API calls are signed with. */
export async function secretsRoutes(app: FastifyInstance) {
  const doc = { tags: ['secrets'], security: bearer };
  register(app, API.list, {
    environment: true,
    ...doc,
    summary: 'Your API secrets, newest first, each secret masked',
    description:
      'Each key shows who created it and when, its access (FULL, READ_ONLY or RESTRICTED with its scopes), its expiry,' +
      ' the addresses it may be used from, and its last accepted call (time and address).' +
      ' A key rolled with an overlap shows until when the previous pair keeps working (previousExpiresDate).',
    access: 'secrets.read',
    preHandler: app.requirePartner,
    handler: (req) => listSecrets(app.ctx, { ...partnerScope(req) }),
  });
  register(app, API.create, {
    environment: true,
    ...doc,
    summary: 'Generate an API secret',
    description:
      'Answers the token (x-app-access-token) and the secret in full. This is the only time the secret is shown: keep it safe.' +
      ' `access`: FULL (default), READ_ONLY (every `:read` scope) or RESTRICTED (only `scopes`, one or more of' +
      ' `clients|accounts|cards|transactions|events` `:read|:write`; a write scope includes reading the same resource);' +
      ' a call outside the scope answers 403 scope_denied naming the scope it needs.' +
      ` \`expiresDate\`: optional, in the future and at most ${KEY_EXPIRY_MAX_DAYS} days ahead; after it calls answer 401 key_expired,` +
      ' and the owner and the creator get an inbox notice and an e-mail 7 days and 1 day before.' +
      ` \`allowedIps\`: up to ${KEY_ALLOWED_IPS_MAX} IPv4/IPv6 addresses or CIDR ranges; calls from elsewhere answer 403 ip_not_allowed` +
      ' (empty: any address). The key records the member who created it: disabling that member revokes it.' +
      ' Needs step-up while two-factor is on (403 step_up_required).',
    access: 'secrets.manage',
    preHandler: [app.requirePartner, app.requireStepUp('secrets.create')],
    handler: (req) => createSecret(app.ctx, { ...partnerScope(req), userId: req.user!.id, ...req.body, actor: actorOf(req) }),
  });
  register(app, API.roll, {
    environment: true,
    ...doc,
    summary: 'Roll an API secret: a new token and secret replace it',
    description:
      'The new pair has the same label, creator, scopes, expiry and addresses, and is answered in full once.' +
      ' The old pair keeps working until the chosen moment (`overlap`: now, 1h, 24h or 7d), then answers 401 key_expired;' +
      ' deleting the key ends both pairs. 404 for a deleted, replaced or unknown key.' +
      ' The member who rolls it has seen the new secret: disabling or removing that member revokes the key too, as for its creator.',
    access: 'secrets.manage',
    preHandler: [app.requirePartner, app.requireStepUp('secrets.create')],
    handler: (req) =>
      rollSecret(app.ctx, {
        ...partnerScope(req),
        userId: req.user!.id,
        id: req.params.id,
        overlap: req.body.overlap,
        actor: actorOf(req),
      }),
  });
  register(app, API.remove, {
    environment: true,
    ...doc,
    summary: 'Delete an API secret',
    description:
      'Calls signed with it answer 401 secret_deleted from this moment on. Needs step-up like creating one (403 step_up_required).',
    access: 'secrets.manage',
    preHandler: [app.requirePartner, app.requireStepUp('secrets.delete')],
    handler: (req) => deleteSecret(app.ctx, { ...partnerScope(req), id: req.params.id, actor: actorOf(req) }),
  });
}
