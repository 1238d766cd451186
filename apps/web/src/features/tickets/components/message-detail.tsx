import { useState } from 'react';
import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTicket } from '../api/get-ticket';
import { MessageTypeLabel } from './message-type-label';
import { MessageItem } from './message-item';
import { ReplyForm } from './reply-form';

/** The opened message (customer-portal §2): Back, title, then each message of the thread. */
export function MessageDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('inbox');
  const ticket = useTicket(id);
  const [replying, setReplying] = useState(false);
  const back = (
    <Anchor component="button" type="button" onClick={onBack} w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (ticket.isError) {
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" variant="light" role="alert">
          {t('list.error', { message: ticket.error.message })}
        </Alert>
      </Stack>
    );
  }
  const data = ticket.data?.id === id ? ticket.data : undefined;
  if (!data) {
    return (
      <Center py="xl" role="status" aria-label={t('detail.loading')}>
        <Loader />
      </Center>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="inbox-message-title">
      <Stack gap="md">
        {back}
        <Stack gap={6}>
          <MessageTypeLabel type={data.incidentType} />
          <Title order={2} id="inbox-message-title">
            {data.title}
          </Title>
        </Stack>
        {data.ticketMessages.map((m, i) => (
          <MessageItem
            key={`${m.createdDate}-${i}`}
            ticketId={data.id}
            incidentType={data.incidentType}
            message={m}
            onReply={() => setReplying(true)}
          />
        ))}
        {replying && <ReplyForm ticketId={data.id} onDone={() => setReplying(false)} />}
      </Stack>
    </Paper>
  );
}
