import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsolePartnerDetail } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { BrandSelect } from './brand-select';
import { useChangePartnerBrand } from '../api/change-partner-brand';

/** "Change its brand": the partner and its members move to another brand (PUT /api-operator/partners/:id/brand). */
export function PartnerBrandButton({ detail }: { detail: ConsolePartnerDetail }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const change = useChangePartnerBrand();
  const [opened, setOpened] = useState(false);
  const [agent, setAgent] = useState<string | null>(detail.partner.agent);
  const confirm = () =>
    agent &&
    change.mutate(
      { id: detail.partner.id, agent },
      {
        onSuccess: () => (notify({ message: t('partnerBrand.done', { agent }), kind: 'success' }), setOpened(false)),
        onError: (e) => showError(e),
      },
    );
  return (
    <>
      <Button variant="default" onClick={() => (setAgent(detail.partner.agent), setOpened(true))}>
        {t('partnerBrand.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('partnerBrand.title')}
        closeButtonProps={{ 'aria-label': t('partner.cancel') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('partnerBrand.intro', { company: detail.partner.company })}</Text>
          <BrandSelect label={t('partnerBrand.brand')} value={agent} onChange={setAgent} autoFocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('partner.cancel')}
            </Button>
            <Button onClick={confirm} loading={change.isPending} disabled={!agent || agent === detail.partner.agent}>
              {t('partnerBrand.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
