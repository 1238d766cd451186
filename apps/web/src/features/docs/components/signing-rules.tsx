import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PARTNER_API, SIGNATURE_HEADERS, SIGNATURE_TOLERANCE_SECONDS, pathOf, type SignatureRejection } from '@portal/contract';
import { CodeBlock } from './code-block';
import { CodeTable } from './code-table';

/** Catalogue keys of the 401 reasons, one literal each. */
export const REJECTION_KEYS = {
  missing_headers: 'auth.reasons.missing_headers',
  unknown_token: 'auth.reasons.unknown_token',
  secret_deleted: 'auth.reasons.secret_deleted',
  invalid_timestamp: 'auth.reasons.invalid_timestamp',
  stale_timestamp: 'auth.reasons.stale_timestamp',
  bad_signature: 'auth.reasons.bad_signature',
  replayed: 'auth.reasons.replayed',
  key_expired: 'auth.reasons.key_expired',
} as const satisfies Record<SignatureRejection, string>;

export function HeadersTable() {
  const { t } = useTranslation('docs');
  return (
    <CodeTable
      caption={t('auth.headers.caption')}
      headers={[t('auth.headers.name'), t('auth.headers.value')]}
      rows={[
        [SIGNATURE_HEADERS.token, t('auth.headers.token')],
        [SIGNATURE_HEADERS.timestamp, t('auth.headers.timestamp')],
        [SIGNATURE_HEADERS.signature, t('auth.headers.signature')],
      ]}
    />
  );
}

export function SigningSteps() {
  const { t } = useTranslation('docs');
  const example =
    `1760000000POST${pathOf(PARTNER_API.createAccount)}?dryRun=false` +
    `{"clientId":"3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6","currency":"EUR"}`;
  return (
    <>
      <List type="ordered" spacing="xs">
        <List.Item>{t('auth.steps.timestamp')}</List.Item>
        <List.Item>{t('auth.steps.concat')}</List.Item>
        <List.Item>{t('auth.steps.hmac')}</List.Item>
        <List.Item>{t('auth.steps.send')}</List.Item>
      </List>
      <Text size="sm">{t('auth.steps.exampleIntro')}</Text>
      <CodeBlock code={example} label={t('auth.steps.exampleLabel')} />
      <List spacing="xs">
        <List.Item>{t('auth.rules.tolerance', { seconds: String(SIGNATURE_TOLERANCE_SECONDS) })}</List.Item>
        <List.Item>{t('auth.rules.replay')}</List.Item>
        <List.Item>{t('auth.rules.exact')}</List.Item>
        <List.Item>{t('auth.rules.deleted')}</List.Item>
        <List.Item>{t('auth.rules.log')}</List.Item>
      </List>
    </>
  );
}

export function RejectionsTable() {
  const { t } = useTranslation('docs');
  return (
    <CodeTable
      caption={t('auth.reasons.caption')}
      headers={[t('auth.reasons.code'), t('auth.reasons.meaning')]}
      rows={(Object.keys(REJECTION_KEYS) as SignatureRejection[]).map((code) => [code, t(REJECTION_KEYS[code])])}
    />
  );
}
