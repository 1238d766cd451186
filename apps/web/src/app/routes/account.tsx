import '../../styles/mantine-later.css';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { can } from '@portal/contract';
import { PageError } from '../../components/ui/page-error';
import { AccountPlaceholder } from '../../features/account/components/account-placeholder';
import { ChangePasswordSection } from '../../features/account/components/change-password-section';
import { ProfileSection } from '../../features/account/components/profile-section';
import { hasPartnerArea } from '../../features/account/lib/profile';
import { AuditCard } from '../../features/audit/components/audit-card';
import { ApiSecretsSection } from '../../features/secrets/components/api-secrets-section';
import { useStatus } from '../../features/status/api/get-status';
import { TeamMembersSection } from '../../features/team/components/team-members-section';
import { TwoFactorCard } from '../../features/two-factor/components/two-factor-card';
import { useMe } from '../../features/user/api/get-me';
import { useAccess } from '../hooks/use-access';
import { WebhooksSection } from '../../features/webhooks/components/webhooks-section';

/**
 * /account (customer-portal §2): title from the account-details label; a placeholder while the user
 * loads; the profile card and data with the business verification row and the edit-phone modal;
 * team members, API secrets and webhooks only while the partner is in good standing, as far as the role
 * may read them (the sandbox's secrets and webhooks before the verification too); change password always; the two-factor card.
 */
export function Component() {
  const { t } = useTranslation();
  const title = t('nav.accountDetails');
  useDocumentTitle(title);
  const me = useMe();
  const status = useStatus();
  const access = useAccess();
  const user = me.data;
  let body;
  if (user) {
    const partner = hasPartnerArea(user, status.data?.wlpId);
    // keys and webhooks are the environment's: a partner not verified yet has its sandbox's
    const environmentOpen = partner || access === 'sandbox';
    body = (
      <>
        <ProfileSection user={user} />
        {partner && can(user.role, 'team.read') && <TeamMembersSection selfId={user.id} />}
        {environmentOpen && can(user.role, 'secrets.read') && <ApiSecretsSection />}
        {environmentOpen && can(user.role, 'webhooks.read') && <WebhooksSection />}
        <ChangePasswordSection />
        {/* two-factor sign-in */}
        <TwoFactorCard />
        {/* the audit log: roles with audit.read */}
        {partner && can(user.role, 'audit.read') && <AuditCard />}
      </>
    );
  } else body = me.isError ? <PageError onRetry={() => void me.refetch()} /> : <AccountPlaceholder />;
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}
