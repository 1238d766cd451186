import { Button } from '@mantine/core';
import { IconUserCheck, IconUserOff, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBER_ACTION, teamMemberState, type TeamMember, type TeamMemberAction } from '@portal/contract';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { ACTION_TEXT, ROLE_LABEL } from '../lib/member-labels';
import { MemberStateBadge } from './member-state-badge';

const ICONS = { remove: IconUserX, disable: IconUserOff, recover: IconUserCheck } as const;
const COLORS = { remove: 'red.9', disable: 'orange.9', recover: 'teal.9' } as const;

/** E-mail, role, state and invitation date; the account owner also gets the one action each state allows. */
export function TeamMembersTable(props: {
  members: TeamMember[] | undefined;
  isOwner: boolean;
  onAction: (member: TeamMember, action: TeamMemberAction) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const columns: DataColumn<TeamMember>[] = [
    { key: 'email', header: t('team.table.email'), render: (m) => m.email },
    { key: 'role', header: t('team.table.role'), render: (m) => t(ROLE_LABEL[m.role]) },
    { key: 'state', header: t('team.table.state'), render: (m) => <MemberStateBadge member={m} /> },
    { key: 'invited', header: t('team.table.invited'), render: (m) => formatDate(m.createdDate, i18n.language) },
  ];
  if (props.isOwner) {
    columns.push({
      key: 'actions',
      header: t('team.table.actions'),
      hiddenHeader: true,
      align: 'right',
      render: (m) => {
        const action = TEAM_MEMBER_ACTION[teamMemberState(m)];
        const Icon = ICONS[action];
        return (
          <Button
            size="xs"
            variant="subtle"
            color={COLORS[action]}
            leftSection={<Icon size={14} aria-hidden />}
            onClick={() => props.onAction(m, action)}
            aria-label={t(ACTION_TEXT[action].label, { email: m.email })}
          >
            {t(ACTION_TEXT[action].button)}
          </Button>
        );
      },
    });
  }
  return (
    <DataTable
      caption={t('team.table.caption')}
      columns={columns}
      rows={props.members}
      rowKey={(m) => m.id}
      loading={props.members === undefined}
      loadingLabel={t('team.table.loading')}
      emptyMessage={t('team.table.empty')}
      minWidth={560}
    />
  );
}
