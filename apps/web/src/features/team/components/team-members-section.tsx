import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@portal/contract';
import { AccountSection } from '../../../components/ui/account-section';
import { PageError } from '../../../components/ui/page-error';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/role';
import { useTeamMembers } from '../api/get-team-members';
import { useSetTeamMemberRole } from '../api/set-team-member-role';
import { ROLE_LABEL } from '../lib/member-labels';
import { HandoverModal } from './handover-modal';
import { InviteMemberModal } from './invite-member-modal';
import { MemberActionModal, type MemberActionTarget } from './member-action-modal';
import { TeamMembersTable } from './team-members-table';

/**
 * The team-members section of /account (customer-portal §2, §4): the list, refreshed
 * by the live team-member event. Owner and Admin (team.manage) see Invite, the role select and the
 * Remove / Disable / Recover actions; the Owner also the handover. The server refuses them to anyone else.
 */
export function TeamMembersSection({ selfId }: { selfId: string }) {
  const { t } = useTranslation('account');
  const showError = useErrorDialog();
  const manage = useCan('team.manage');
  const transfer = useCan('team.transfer');
  const members = useTeamMembers();
  const [inviting, setInviting] = useState(false);
  const [acting, setActing] = useState<MemberActionTarget | null>(null);
  const [handingOver, setHandingOver] = useState<TeamMember | null>(null);
  const setRole = useSetTeamMemberRole({
    onSuccess: (m) => notify({ kind: 'success', message: t('team.role.changed', { email: m.email, role: t(ROLE_LABEL[m.role]) }) }),
    onError: (error) => showError(error),
  });
  return (
    <AccountSection
      id="team-members-title"
      title={t('team.title')}
      intro={t('team.intro')}
      action={
        manage && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('team.inviteButton')}
          </Button>
        )
      }
    >
      {!manage && (
        <Text size="sm" c="dimmed">
          {t('team.ownerOnly')}
        </Text>
      )}
      {members.isError ? (
        <PageError onRetry={() => void members.refetch()} />
      ) : (
        <TeamMembersTable
          members={members.data?.list}
          manage={manage}
          transfer={transfer}
          selfId={selfId}
          onAction={(member, action) => setActing({ member, action })}
          onRole={(member, role) => setRole.mutate({ id: member.developerId ?? member.id, role })}
          onHandover={setHandingOver}
        />
      )}
      {manage && <InviteMemberModal opened={inviting} onClose={() => setInviting(false)} />}
      {manage && <MemberActionModal target={acting} onClose={() => setActing(null)} />}
      {transfer && <HandoverModal member={handingOver} onClose={() => setHandingOver(null)} />}
    </AccountSection>
  );
}
