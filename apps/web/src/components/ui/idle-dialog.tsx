import '../../styles/mantine-later.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const clock = (ms: number) => {
  const s = Math.ceil(ms / 1_000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The "still there?" question: staying is the default answer (Escape and × stay too). */
export function IdleDialog(o: { opened: boolean; leftMs: number; staying: boolean; onStay: () => void; onSignOut: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal opened={o.opened} onClose={o.onStay} title={t('idle.title')} closeButtonProps={{ 'aria-label': t('idle.stay') }}>
      <Stack gap="md">
        <Text>{t('idle.message', { time: clock(o.leftMs) })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={o.onSignOut}>
            {t('idle.signOut')}
          </Button>
          <Button loading={o.staying} onClick={o.onStay} data-autofocus>
            {t('idle.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
