import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Secret } from '@portal/contract';
import { AccountSection } from '../../../components/ui/account-section';
import { PageError } from '../../../components/ui/page-error';
import { useCan } from '../../../lib/role';
import { useSecrets } from '../api/get-secrets';
import { DeleteSecretModal } from './delete-secret-modal';
import { GenerateSecretModal } from './generate-secret-modal';
import { RollSecretModal } from './roll-secret-modal';
import { SecretsTable } from './secrets-table';

/**
 * The API-secrets section of /account (customer-portal §2). The account page mounts it for partners with
 * KYC tier ≥ 2 and an agent id; the server answers 403 to anyone else.
 */
export function ApiSecretsSection() {
  const { t } = useTranslation('secrets');
  const secrets = useSecrets();
  const [generating, setGenerating] = useState(false);
  const [deleting, setDeleting] = useState<Secret | null>(null);
  const [rolling, setRolling] = useState<Secret | null>(null);
  // generate and delete: roles with secrets.manage
  const manage = useCan('secrets.manage');
  return (
    <AccountSection
      id="api-secrets-title"
      title={t('title')}
      intro={t('intro')}
      action={
        manage && (
          <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => setGenerating(true)}>
            {t('generate.open')}
          </Button>
        )
      }
    >
      {secrets.isError ? (
        <PageError onRetry={() => void secrets.refetch()} />
      ) : (
        <SecretsTable secrets={secrets.data?.list} onRoll={manage ? setRolling : undefined} onDelete={manage ? setDeleting : undefined} />
      )}
      <GenerateSecretModal opened={generating} onClose={() => setGenerating(false)} />
      <RollSecretModal secret={rolling} onClose={() => setRolling(null)} />
      <DeleteSecretModal secret={deleting} onClose={() => setDeleting(null)} />
    </AccountSection>
  );
}
