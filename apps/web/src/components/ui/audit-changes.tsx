import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

/** Field names the server writes into `changes` that have a label (audit:fields); any other shows as written. */
export const LABELLED_FIELDS = new Set([
  'agent',
  'amount',
  'approvals',
  'categories',
  'clients',
  'command',
  'company',
  'country',
  'currency',
  'email',
  'enabled',
  'endedSessions',
  'eventTypes',
  'expiredAt',
  'filter',
  'final',
  'from',
  'ip',
  'kycTier',
  'label',
  'language',
  'memberId',
  'message',
  'of',
  'overlap',
  'overlapHours',
  'payBefore',
  'questions',
  'reason',
  'regionRestricted',
  'replaced',
  'role',
  'rolled',
  'signingSecretReplaced',
  'tier',
  'title',
  'to',
  'twoFactor',
  'url',
  'webhookId',
]);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** What changed in an audit entry (partner log and operator console): a line per field, named in the reader's language. */
export function AuditChanges({ changes }: { changes: Record<string, unknown> }) {
  const { t, i18n } = useTranslation('audit');
  const entries = Object.entries(changes);
  if (entries.length === 0) return null;
  const value = (v: unknown): string => {
    if (v === null || v === undefined) return '—';
    if (typeof v === 'boolean') return t(v ? 'values.yes' : 'values.no');
    if (typeof v === 'string') return ISO_TIME.test(v) ? formatDateTime(v, i18n.language) : v;
    if (Array.isArray(v)) return v.map(value).join(', ');
    return typeof v === 'number' ? String(v) : JSON.stringify(v);
  };
  return (
    <Stack gap={0}>
      {entries.map(([k, v]) => (
        <Text key={k} size="xs" style={{ wordBreak: 'break-word' }}>
          {LABELLED_FIELDS.has(k) ? t(`fields.${k}` as 'fields.email') : k}: {value(v)}
        </Text>
      ))}
    </Stack>
  );
}
