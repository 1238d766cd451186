import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { LoginForm } from './login-form';

export function LoginScreen({ productTitle }: { productTitle: string }) {
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
          <LoginForm />
          <Anchor component={Link} to={ROUTES.forgotPassword} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
          <Group gap={4}>
            <Text size="sm">{t('login.noAccount')}</Text>
            <Anchor component={Link} to={ROUTES.signup} size="sm">
              {t('login.signup')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
