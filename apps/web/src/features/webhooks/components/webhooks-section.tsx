import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@portal/contract';
import { AccountSection } from '../../../components/ui/account-section';
import { PageError } from '../../../components/ui/page-error';
import { useCan } from '../../../lib/role';
import { useWebhooks } from '../api/get-webhooks';
import { DeleteWebhookModal } from './delete-webhook-modal';
import { WebhookFormModal, type WebhookFormTarget } from './webhook-form-modal';
import { WebhooksTable } from './webhooks-table';
import { WebhookSecretModal, type WebhookSecretTarget } from './webhook-secret-modal';

/**
 * The webhooks section of /account (customer-portal §2): list with uuid, url, masked secret and state,
 * add/edit modal (url and secret both required), delete with the 'Webhook removed' notice, and a
 * link to each webhook's deliveries. The account page mounts it for partners with KYC tier ≥ 2 and
 * an agent id; the server answers 403 to anyone else.
 */
export function WebhooksSection() {
  const { t } = useTranslation('webhooks');
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<WebhookFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  // add, edit, delete: roles with webhooks.manage
  const manage = useCan('webhooks.manage');
  // reveal and roll the secret: Owner and Admin (webhooks.secret)
  const secretRights = useCan('webhooks.secret');
  const [secretTarget, setSecretTarget] = useState<WebhookSecretTarget | null>(null);
  return (
    <AccountSection
      id="webhooks-title"
      title={t('title')}
      intro={t('intro')}
      action={
        manage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'add' })}>
            {t('add')}
          </Button>
        )
      }
    >
      {webhooks.isError ? (
        <PageError onRetry={() => void webhooks.refetch()} />
      ) : (
        <WebhooksTable
          webhooks={webhooks.data?.list}
          manage={manage}
          onEdit={(w) => setEditing({ mode: 'edit', webhook: w })}
          onDelete={setDeleting}
          onSecret={secretRights ? setSecretTarget : undefined}
        />
      )}
      <WebhookFormModal target={editing} onClose={() => setEditing(null)} />
      <DeleteWebhookModal webhook={deleting} onClose={() => setDeleting(null)} />
      <WebhookSecretModal target={secretTarget} onClose={() => setSecretTarget(null)} />
    </AccountSection>
  );
}
