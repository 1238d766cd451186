import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { teamMemberState, type TeamMember } from '@portal/contract';
import { STATE_COLOR, STATE_LABEL } from '../lib/member-labels';

/** Invited, Active or Disabled: a light tint behind dark text (AA contrast); the word says it too. */
export function MemberStateBadge({ member }: { member: TeamMember }) {
  const { t } = useTranslation('account');
  const state = teamMemberState(member);
  return (
    <Badge color={STATE_COLOR[state]} variant="light" c="dark.8">
      {t(STATE_LABEL[state])}
    </Badge>
  );
}
