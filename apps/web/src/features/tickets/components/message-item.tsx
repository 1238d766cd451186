import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPLYABLE_TYPE, SUPPORT_AUTHOR, type TicketMessage } from '@portal/contract';
import { SafeHtml } from '../../../components/ui/safe-html';
import { formatShortMonthDateTime } from '../../../lib/format';
import { MessageAttachments } from './message-attachments';
import classes from './inbox.module.css';

interface MessageItemProps {
  ticketId: string;
  incidentType: string;
  message: TicketMessage;
  onReply: () => void;
}

/** Author, date-time (dd MMM yyyy, HH:mm), HTML body, attachments; Reply on support's answers to a ticket. */
export function MessageItem({ ticketId, incidentType, message, onReply }: MessageItemProps) {
  const { t, i18n } = useTranslation('inbox');
  const canReply = incidentType === REPLYABLE_TYPE && !message.authorYou;
  return (
    <Stack component="article" gap="xs" className={classes.message}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {message.authorYou ? t('detail.you') : message.author === SUPPORT_AUTHOR ? t('detail.support') : message.author}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={message.createdDate}>
          {formatShortMonthDateTime(message.createdDate, i18n.language)}
        </Text>
      </Group>
      <SafeHtml html={message.message} />
      <MessageAttachments ticketId={ticketId} attachments={message.ticketAttachments} />
      {canReply && (
        <Button variant="light" size="xs" w="fit-content" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onReply}>
          {t('detail.reply')}
        </Button>
      )}
    </Stack>
  );
}
