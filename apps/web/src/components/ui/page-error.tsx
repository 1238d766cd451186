import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';

/** The server refused for the member's role (403 `forbidden`, naming the permission it lacks). */
export function refusedForRole(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const payload = error.payload as { error?: unknown } | null;
  return typeof payload === 'object' && payload !== null && payload.error === 'forbidden';
}

/**
 * A screen could not load what it needs; offers to try again. When the server refused for the member's role (a
 * direct link to a screen the menu does not offer), it says so instead: trying again would not help.
 */
export function PageError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation();
  if (refusedForRole(error))
    return (
      <Alert color="gray" variant="light" title={t('app.forbiddenTitle')} role="alert" maw={640} mt="xl">
        <Text size="sm">{t('app.forbidden')}</Text>
      </Alert>
    );
  return (
    <Alert color="red" variant="light" title={t('app.loadFailedTitle')} role="alert" maw={640} mt="xl">
      <Stack align="flex-start" gap="sm">
        <Text size="sm">{t('app.loadFailed')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
