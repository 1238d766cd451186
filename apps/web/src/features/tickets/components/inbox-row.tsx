import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InboxItem } from '@portal/contract';
import { formatShortMonthDate } from '../../../lib/format';
import { MessageTypeLabel } from './message-type-label';
import classes from './inbox.module.css';

/** Type label, unread marker, title, date (dd MMM yyyy) and an arrow (customer-portal §2). */
export function InboxRow({ item, selected, onOpen }: { item: InboxItem; selected: boolean; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('inbox');
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      aria-current={selected || undefined}
      onClick={() => onOpen(item.id)}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Box className={classes.marker} data-unread={!item.isread || undefined} aria-hidden />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <MessageTypeLabel type={item.incidenttype} />
            <Text size="xs" c="dimmed" component="span">
              {formatShortMonthDate(item.createddate, i18n.language)}
            </Text>
          </Group>
          <Text fw={item.isread ? 400 : 700} size="sm" lineClamp={2}>
            {!item.isread && <VisuallyHidden>{t('list.unread')} </VisuallyHidden>}
            {item.title}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden className={classes.arrow} />
      </Group>
    </UnstyledButton>
  );
}
