import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditScreen } from '../../features/audit/components/audit-screen';
import { useMe } from '../../features/user/api/get-me';
import { PageError } from '../../components/ui/page-error';
import { PageLoader } from '../../components/ui/page-loader';

/** /account/audit: the owner's (the server answers 403 to others; until roles bring audit.read). */
export function Component() {
  const { t } = useTranslation('audit');
  const me = useMe();
  if (me.isError) return <PageError onRetry={() => void me.refetch()} />;
  if (!me.data) return <PageLoader />;
  if (!me.data.isOwner) return <Alert color="gray">{t('ownerOnly')}</Alert>;
  return <AuditScreen />;
}
