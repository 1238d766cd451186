import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../hooks/use-session';

type AccountButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & { ref?: Ref<HTMLButtonElement> };

/**
 * The header's account button: the target of the account menu, and the same button, looking and named the same, while
 * the menu's code is still on its way (`AccountMenuSlot`).
 */
export function AccountButton(props: AccountButtonProps) {
  const { t } = useTranslation();
  const email = useSession()?.email ?? '';
  return (
    <Button
      variant="default"
      leftSection={<IconUserCircle size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={t('nav.accountMenu', { email })}
      {...props}
    >
      {t('nav.account')}
    </Button>
  );
}
