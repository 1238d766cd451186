import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen could not load what it needs; offers to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
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
