import type { ReactNode } from 'react';
import { Alert, Center, Group, Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useErrorDialogOn } from '../hooks/use-error-dialog-on';
import { GoBackButton } from './go-back-button';
import { Busy } from '../../../components/ui/busy';

/** Title, Go back, and the detail once loaded; a missing or foreign id shows a not-found text. */
export function DetailLayout<T>({
  title,
  fallback,
  result,
  actions,
  children,
}: {
  title: string;
  fallback: string;
  result: UseQueryResult<T>;
  /** beside Go back once loaded (a route's Simulate menu) */
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('data');
  const notFound = isApiError(result.error) && result.error.status === 404;
  useErrorDialogOn(notFound ? null : result.error);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          {result.data && actions}
          <GoBackButton fallback={fallback} />
        </Group>
      </Group>
      {result.data ? (
        children(result.data)
      ) : notFound ? (
        <Alert color="gray" variant="light">
          {t('detail.notFound')}
        </Alert>
      ) : result.isPending ? (
        <Paper withBorder p="xl">
          <Center>
            <Busy size="sm" label={t('table.loading')} />
          </Center>
        </Paper>
      ) : null}
    </Stack>
  );
}
