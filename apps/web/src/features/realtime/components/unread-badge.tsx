import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';

const useCount = () => useUnreadCount().data?.count ?? 0;
const shown = (count: number) => (count > 99 ? '99+' : String(count));

/** The navbar's unread count; updated live by `support.messages`. Only seen: the link's name says it. */
export function UnreadBadge() {
  const count = useCount();
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} variant="filled" data-testid="unread-badge" aria-hidden>
      {shown(count)}
    </Badge>
  );
}

/**
 * One clear name for the Inbox link: "Inbox, 3 unread messages" (undefined when nothing is unread). It names the count
 * as the badge shows it, so that the name contains the visible text (WCAG 2.5.3).
 */
export function useInboxLinkName(): string | undefined {
  const { t } = useTranslation('inbox');
  const count = useCount();
  return count === 0 ? undefined : t('live.inboxLink', { count, shown: shown(count) });
}
