import { useState } from 'react';
import { Button, Menu, Modal } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../lib/environment';
import { useCan } from '../../../lib/role';
import { SIMULATION_KINDS, type SimulationEntity } from './kinds';

/** A detail page's "Simulate" menu: in the sandbox, that entity's simulations, each in a dialog with its id fixed. */
export function SimulateMenu({ on, id }: { on: SimulationEntity; id: string }) {
  const { t } = useTranslation('simulations');
  const [open, setOpen] = useState<(typeof SIMULATION_KINDS)[number] | null>(null);
  const sandbox = useEnvironment() === 'sandbox';
  const allowed = useCan('webhooks.manage');
  if (!sandbox || !allowed) return null;
  return (
    <>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
            {t('menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SIMULATION_KINDS.filter((k) => k.on === on).map((k) => (
            <Menu.Item key={k.key} onClick={() => setOpen(k)}>
              {t(`kinds.${k.key}.title`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open && t(`kinds.${open.key}.title`)}
        closeButtonProps={{ 'aria-label': t('close') }}
        size="lg"
      >
        {open?.form(id)}
      </Modal>
    </>
  );
}
