import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The status call failed: nothing can be shown without it. */
export function NetworkErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1}>{t('app.networkErrorTitle')}</Title>
        <Text ta="center">{t('app.networkErrorText', { message })}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Stack>
    </Center>
  );
}
