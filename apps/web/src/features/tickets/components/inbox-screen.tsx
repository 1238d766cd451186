import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInbox } from '../hooks/use-inbox';
import { InboxList } from './inbox-list';
import { InboxSearch } from './inbox-search';
import { MessageDetail } from './message-detail';

/** /inbox: Messages; the list on the left (6 of 16 columns), the opened message on the right (10). */
export function InboxScreen() {
  const { t } = useTranslation('inbox');
  const inbox = useInbox();
  const { data, error, isFetching } = inbox.tickets;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Grid columns={16} gap="lg">
        <Grid.Col span={{ base: 16, md: 6 }}>
          <Stack gap="sm">
            <InboxSearch value={inbox.search} onChange={inbox.setSearch} onClear={inbox.clearSearch} />
            <InboxList
              list={data?.list}
              count={data?.count ?? 0}
              page={inbox.page}
              loading={isFetching}
              error={error}
              selected={inbox.opened}
              onOpen={inbox.open}
              onPage={inbox.setPage}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 16, md: 10 }}>
          {inbox.opened ? (
            <MessageDetail id={inbox.opened} onBack={inbox.back} />
          ) : (
            <Paper withBorder radius="md" p="xl" visibleFrom="md">
              <Stack align="center" gap="xs">
                <IconMailOpened size={32} aria-hidden />
                <Text c="dimmed">{t('detail.none')}</Text>
              </Stack>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
