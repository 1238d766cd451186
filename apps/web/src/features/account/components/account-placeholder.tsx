import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the user loads (customer-portal §2): the page's shape, announced as loading. */
export function AccountPlaceholder() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg" role="status" aria-label={t('loading')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md">
            <Stack align="center" gap="sm">
              <Skeleton circle height={88} />
              <Skeleton height={20} width="70%" />
              <Skeleton height={14} width="50%" />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height={14} width={`${90 - i * 8}%`} />
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}
