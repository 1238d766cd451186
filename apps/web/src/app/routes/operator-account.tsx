import '../../styles/mantine-later.css';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordSection } from '../../features/account/components/change-password-section';
import { changeOperatorPassword } from '../../features/console/api/change-operator-password';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The operator's own account: its password, with the partners' form and rules. */
export function Component() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('shell.account'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('shell.account')}</Title>
      <ChangePasswordSection change={changeOperatorPassword} />
    </Stack>
  );
}
