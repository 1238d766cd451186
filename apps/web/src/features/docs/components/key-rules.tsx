import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KEY_ALLOWED_IPS_MAX, PARTNER_API, type KeyRefusal } from '@portal/contract';
import { CodeTable } from './code-table';

/** Catalogue keys of the 403 reasons, one literal each. */
export const REFUSAL_KEYS = {
  scope_denied: 'auth.keys.refusals.scope_denied',
  ip_not_allowed: 'auth.keys.refusals.ip_not_allowed',
  creator_disabled: 'auth.keys.refusals.creator_disabled',
  partner_not_verified: 'auth.keys.refusals.partner_not_verified',
  sandbox_only: 'auth.keys.refusals.sandbox_only',
} as const satisfies Record<KeyRefusal, string>;

/** What an API key may be limited to: scopes, expiry, roll, IP lists, and who created it. */
export function KeyRules() {
  const { t } = useTranslation('docs');
  return (
    <List spacing="xs">
      <List.Item>{t('auth.keys.scopes')}</List.Item>
      <List.Item>{t('auth.keys.expiry')}</List.Item>
      <List.Item>{t('auth.keys.roll')}</List.Item>
      <List.Item>{t('auth.keys.ips', { max: String(KEY_ALLOWED_IPS_MAX) })}</List.Item>
      <List.Item>{t('auth.keys.creator')}</List.Item>
      <List.Item>{t('auth.keys.lastUsed')}</List.Item>
    </List>
  );
}

/** Every partner API call and the scope it needs, from the contract. */
export function ScopesTable() {
  const { t } = useTranslation('docs');
  return (
    <CodeTable
      caption={t('auth.keys.scopesCaption')}
      headers={[t('auth.keys.call'), t('auth.keys.scope')]}
      rows={Object.values(PARTNER_API).map((r) => [`${r.method} ${r.path}`, r.scope])}
    />
  );
}

export function RefusalsTable() {
  const { t } = useTranslation('docs');
  return (
    <CodeTable
      caption={t('auth.keys.refusals.caption')}
      headers={[t('auth.reasons.code'), t('auth.reasons.meaning')]}
      rows={(Object.keys(REFUSAL_KEYS) as KeyRefusal[]).map((code) => [code, t(REFUSAL_KEYS[code])])}
    />
  );
}
