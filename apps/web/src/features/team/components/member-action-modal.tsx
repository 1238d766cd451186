import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberKeysChoice, TeamMember, TeamMemberAction } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useRecoverTeamMember } from '../api/recover-team-member';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useRevokeTeamMember } from '../api/revoke-team-member';
import { ACTION_TEXT } from '../lib/member-labels';

export interface MemberActionTarget {
  member: TeamMember;
  action: TeamMemberAction;
}

/**
 * Asks before Remove (an invitation), Disable (signs the member out at once; the API keys it created are
 * revoked, or handed to the owner when chosen) or Recover.
 */
export function MemberActionModal({ target, onClose }: { target: MemberActionTarget | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const showError = useErrorDialog();
  const [keys, setKeys] = useState<MemberKeysChoice>('revoke');
  const callbacks = {
    onSuccess: () => {
      if (target) notify({ kind: 'success', message: t(ACTION_TEXT[target.action].done, { email: target.member.email }) });
      onClose();
    },
    onError: (error: Error) => showError(error),
  };
  const remove = useRemoveTeamMember(callbacks);
  const revoke = useRevokeTeamMember(callbacks);
  const recover = useRecoverTeamMember(callbacks);
  const pending = remove.isPending || revoke.isPending || recover.isPending;
  const run = () => {
    if (!target) return;
    const { member, action } = target;
    const id = member.developerId ?? member.id;
    if (action === 'remove') remove.mutate({ id: member.id, email: member.email });
    else if (action === 'disable') revoke.mutate({ id, keys });
    else recover.mutate(id);
  };
  const text = target ? ACTION_TEXT[target.action] : ACTION_TEXT.remove;
  return (
    <Modal opened={target !== null} onClose={onClose} title={t(text.title)} closeButtonProps={{ 'aria-label': t('team.confirm.cancel') }}>
      <Stack gap="md">
        <Text>{t(text.text, { email: target?.member.email ?? '' })}</Text>
        {target?.action === 'disable' && (
          <Radio.Group value={keys} onChange={(v) => setKeys(v as MemberKeysChoice)} label={t('team.confirm.keys')}>
            <Stack gap="xs" mt="xs">
              <Radio value="revoke" label={t('team.confirm.keysRevoke')} />
              <Radio value="hand_over" label={t('team.confirm.keysHandOver')} />
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('team.confirm.cancel')}
          </Button>
          <Button color={target?.action === 'recover' ? undefined : 'red.9'} loading={pending} onClick={run} data-autofocus>
            {t(text.button)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
