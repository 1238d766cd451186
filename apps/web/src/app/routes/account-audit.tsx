import '../../styles/mantine-later.css';
import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '@portal/contract';
import { AuditScreen } from '../../features/audit/components/audit-screen';
import { useMe } from '../../features/user/api/get-me';
import { PageError } from '../../components/ui/page-error';
import { PageLoader } from '../../components/ui/page-loader';

/** /account/audit: roles with audit.read (the server answers 403 to others). */
export function Component() {
  const { t } = useTranslation('audit');
  const me = useMe();
  if (me.isError) return <PageError onRetry={() => void me.refetch()} />;
  if (!me.data) return <PageLoader />;
  if (!can(me.data.role, 'audit.read'))
    return (
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <Alert color="gray">{t('ownerOnly')}</Alert>
      </Stack>
    );
  return <AuditScreen />;
}
