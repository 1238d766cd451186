import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';

/** The navbar's unread count; updated live by `support.messages`. */
export function UnreadBadge() {
  const { t } = useTranslation('inbox');
  const count = useUnreadCount().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} variant="filled" data-testid="unread-badge">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('live.unread', { count })}</VisuallyHidden>
    </Badge>
  );
}
