import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../components/ui/account-section';
import { PageError } from '../../../components/ui/page-error';
import { useTeamMembers } from '../api/get-team-members';
import { InviteMemberModal } from './invite-member-modal';
import { MemberActionModal, type MemberActionTarget } from './member-action-modal';
import { TeamMembersTable } from './team-members-table';

/**
 * The team-members section of /account (customer-portal §2, §4): the list, refreshed by the live
 * team-member event; only the account owner sees Invite and the Remove / Disable / Recover actions
 * (the server refuses them to anyone else).
 */
export function TeamMembersSection({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation('account');
  const members = useTeamMembers();
  const [inviting, setInviting] = useState(false);
  const [acting, setActing] = useState<MemberActionTarget | null>(null);
  return (
    <AccountSection
      id="team-members-title"
      title={t('team.title')}
      intro={t('team.intro')}
      action={
        isOwner && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('team.inviteButton')}
          </Button>
        )
      }
    >
      {!isOwner && (
        <Text size="sm" c="dimmed">
          {t('team.ownerOnly')}
        </Text>
      )}
      {members.isError ? (
        <PageError onRetry={() => void members.refetch()} />
      ) : (
        <TeamMembersTable members={members.data?.list} isOwner={isOwner} onAction={(member, action) => setActing({ member, action })} />
      )}
      {isOwner && <InviteMemberModal opened={inviting} onClose={() => setInviting(false)} />}
      {isOwner && <MemberActionModal target={acting} onClose={() => setActing(null)} />}
    </AccountSection>
  );
}
