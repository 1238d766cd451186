import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Secret } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { useSecrets } from '../api/get-secrets';
import { DeleteSecretModal } from './delete-secret-modal';
import { GenerateSecretModal } from './generate-secret-modal';
import { SecretsTable } from './secrets-table';

/**
 * The API-secrets section of /account (spec 001 §2). The account page mounts it for partners with
 * KYC tier ≥ 2 and an agent id; the server answers 403 to anyone else.
 */
export function ApiSecretsSection() {
  const { t } = useTranslation('secrets');
  const secrets = useSecrets();
  const [generating, setGenerating] = useState(false);
  const [deleting, setDeleting] = useState<Secret | null>(null);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="api-secrets-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} id="api-secrets-title">
              {t('title')}
            </Title>
            <Text size="sm" maw={640}>
              {t('intro')}
            </Text>
          </div>
          <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => setGenerating(true)}>
            {t('generate.open')}
          </Button>
        </Group>
        {secrets.isError ? <PageError onRetry={() => void secrets.refetch()} /> : <SecretsTable secrets={secrets.data?.list} onDelete={setDeleting} />}
      </Stack>
      <GenerateSecretModal opened={generating} onClose={() => setGenerating(false)} />
      <DeleteSecretModal secret={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}
