import { Alert, Center, Group, Loader, Pagination, Paper, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type InboxItem } from '@portal/contract';
import { InboxRow } from './inbox-row';

const CONTROLS = { first: 'pagination.first', previous: 'pagination.previous', next: 'pagination.next', last: 'pagination.last' } as const;

interface InboxListProps {
  list: InboxItem[] | undefined;
  count: number;
  page: number;
  loading: boolean;
  error: Error | null;
  selected: string | null;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
}

/** The paginated list, or 'Inbox is empty', or 'Error: …' (customer-portal §2). */
export function InboxList({ list, count, page, loading, error, selected, onOpen, onPage }: InboxListProps) {
  const { t } = useTranslation('inbox');
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('list.error', { message: error.message })}
      </Alert>
    );
  }
  if (!list) {
    return (
      <Center py="xl" role="status" aria-label={t('list.loading')}>
        <Loader />
      </Center>
    );
  }
  if (list.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Group gap="sm" justify="center">
          <IconInbox aria-hidden />
          <Text>{t('list.empty')}</Text>
        </Group>
      </Paper>
    );
  }
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE.tickets));
  return (
    <>
      <Paper withBorder radius="md" style={{ overflow: 'hidden', opacity: loading ? 0.7 : 1 }}>
        <nav aria-label={t('list.label')}>
          {list.map((item) => (
            <InboxRow key={item.id} item={item} selected={item.id === selected} onOpen={onOpen} />
          ))}
        </nav>
      </Paper>
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(CONTROLS[control]) })}
            getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: String(p) }) })}
          />
        </Group>
      )}
    </>
  );
}
