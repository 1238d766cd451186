import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES, DEFAULT_ROLE, LIMITS, TEAM_MEMBERS_MAX } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { CopyValue } from '../../../components/ui/copy-value';
import { notify } from '../../../lib/notify';
import { useInviteTeamMember } from '../api/invite-team-member';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { INVITE_ISSUES, inviteFormSchema, type InviteFormValues } from '../lib/invite-form';
import { ROLE_LABEL } from '../lib/member-labels';

/**
 * 'Invite member': an e-mail (valid, required) and the role, DEVELOPER by default (customer-portal §5). After sending,
 * the link is shown this once, to copy, next to the e-mail sent.
 */
export function InviteMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const showError = useErrorDialog();
  const form = useForm<InviteFormValues>({
    resolver: withIssueKeys(zodResolver(inviteFormSchema), INVITE_ISSUES),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { email: '', role: DEFAULT_ROLE },
  });
  const [sent, setSent] = useState<{ email: string; link: string } | null>(null);
  const close = () => {
    form.reset();
    invite.reset();
    setSent(null);
    onClose();
  };
  const invite = useInviteTeamMember({
    onSuccess: (member) => {
      notify({ kind: 'success', message: t('team.invite.sent', { email: member.email }) });
      setSent({ email: member.email, link: member.invitationLink });
    },
    onError: (error) =>
      showError(error, [
        { error: 'email_taken', title: t('team.invite.takenTitle'), message: t('team.invite.taken') },
        { error: 'team_member_exists', title: t('team.invite.existsTitle'), message: t('team.invite.exists') },
        {
          error: 'too_many_team_members',
          title: t('team.invite.tooManyTitle'),
          message: t('team.invite.tooMany', { max: String(TEAM_MEMBERS_MAX) }),
        },
      ]),
  });
  const issue = form.formState.errors.email?.message as IssueKeyOf<typeof INVITE_ISSUES> | undefined;
  return (
    <Modal opened={opened} onClose={close} title={t('team.invite.title')} closeButtonProps={{ 'aria-label': t('team.invite.close') }}>
      {sent ? (
        <Stack gap="md">
          <Alert color="green" variant="light" title={t('team.invite.sentTitle')}>
            {t('team.invite.sent', { email: sent.email })}
          </Alert>
          <Text size="sm">{t('team.invite.linkOnce')}</Text>
          <CopyValue value={sent.link} copyLabel={t('team.invite.copyLink')} copiedLabel={t('team.invite.copied')} />
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('team.invite.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={(e) => void form.handleSubmit((values) => invite.mutate(values))(e)}>
          <Stack gap="md">
            <TextInput
              {...form.register('email')}
              type="email"
              label={t('team.invite.email')}
              description={t('team.invite.emailHint')}
              maxLength={LIMITS.emailMax}
              autoComplete="off"
              withAsterisk
              data-autofocus
              error={issue ? t(issue) : undefined}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select
                  label={t('team.invite.role')}
                  data={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL[role]) }))}
                  value={field.value ?? DEFAULT_ROLE}
                  onChange={(v) => field.onChange(v ?? DEFAULT_ROLE)}
                  allowDeselect={false}
                  withAsterisk
                />
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('team.invite.cancel')}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {t('team.invite.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
