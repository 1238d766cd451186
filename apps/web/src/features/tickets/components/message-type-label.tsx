import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labelledType } from '../lib/message-type';

const COLORS = { INCIDENT: 'blue', NOTIFICATION: 'gray', TRANSFER_REQUEST: 'orange' } as const;
const LABELS = { INCIDENT: 'types.INCIDENT', NOTIFICATION: 'types.NOTIFICATION', TRANSFER_REQUEST: 'types.TRANSFER_REQUEST' } as const;

export function MessageTypeLabel({ type }: { type: string }) {
  const { t } = useTranslation('inbox');
  const known = labelledType(type);
  return (
    <Badge
      variant="light"
      color={known ? COLORS[known] : 'gray'}
      size="sm"
      radius="sm"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {known ? t(LABELS[known]) : type}
    </Badge>
  );
}
