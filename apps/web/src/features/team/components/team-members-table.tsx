import { Button, Group, Select } from '@mantine/core';
import { IconCrown, IconUserCheck, IconUserOff, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ASSIGNABLE_ROLES,
  TEAM_MEMBER_ACTION,
  teamMemberState,
  type AssignableRole,
  type TeamMember,
  type TeamMemberAction,
} from '@portal/contract';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { ACTION_TEXT, ROLE_LABEL } from '../lib/member-labels';
import { MemberStateBadge } from './member-state-badge';

const ICONS = { remove: IconUserX, disable: IconUserOff, recover: IconUserCheck } as const;
const COLORS = { remove: 'red.9', disable: 'orange.9', recover: 'teal.9' } as const;

/**
 * E-mail, role, state and invitation date. Owner and Admin (team.manage) change a member's role in
 * place and get the one action each state allows; the Owner (team.transfer) may hand the ownership to
 * an active Admin. Nobody changes its own role.
 */
export function TeamMembersTable(props: {
  members: TeamMember[] | undefined;
  manage: boolean;
  transfer: boolean;
  selfId: string;
  onAction: (member: TeamMember, action: TeamMemberAction) => void;
  onRole: (member: TeamMember, role: AssignableRole) => void;
  onHandover: (member: TeamMember) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const roleOptions = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL[role]) }));
  const editable = (m: TeamMember) => props.manage && m.developerId !== props.selfId && teamMemberState(m) !== 'DISABLED';
  const columns: DataColumn<TeamMember>[] = [
    { key: 'email', header: t('team.table.email'), render: (m) => m.email },
    {
      key: 'role',
      header: t('team.table.role'),
      render: (m) =>
        editable(m) ? (
          <Select
            size="xs"
            w={230}
            data={roleOptions}
            value={m.role}
            allowDeselect={false}
            aria-label={t('team.role.changeLabel', { email: m.email })}
            onChange={(v) => v && v !== m.role && props.onRole(m, v as AssignableRole)}
          />
        ) : (
          t(ROLE_LABEL[m.role])
        ),
    },
    { key: 'state', header: t('team.table.state'), render: (m) => <MemberStateBadge member={m} /> },
    { key: 'invited', header: t('team.table.invited'), render: (m) => formatDate(m.createdDate, i18n.language) },
  ];
  if (props.manage) {
    columns.push({
      key: 'actions',
      header: t('team.table.actions'),
      hiddenHeader: true,
      align: 'right',
      render: (m) => {
        const action = TEAM_MEMBER_ACTION[teamMemberState(m)];
        const Icon = ICONS[action];
        if (m.developerId === props.selfId) return null;
        const handover = props.transfer && m.role === 'ADMIN' && teamMemberState(m) === 'ACTIVE';
        return (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            {handover && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconCrown size={14} aria-hidden />}
                onClick={() => props.onHandover(m)}
                aria-label={t('team.handover.label', { email: m.email })}
              >
                {t('team.handover.button')}
              </Button>
            )}
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
          </Group>
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
