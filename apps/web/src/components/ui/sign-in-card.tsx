import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sign-in screen's card and heading: the screen's, and the first frame's, which shows before the app has run. */
export function SignInCard({ productTitle, children }: { productTitle: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle', { product: productTitle })}
            </Text>
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
