import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  LISTS,
  OPERATOR_INVITATION,
  OPERATOR_ROLES,
  OPERATOR_STATES,
  operatorInviteBody,
  PAGE_SIZE_CHOICES,
  type ConsoleOperator,
  type OperatorInviteBody,
  type OperatorMe,
  type OperatorRole,
} from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatDateTime } from '../../../lib/format';
import { apiQuery, listUrlConfig } from '../../../lib/list-state';
import { notify } from '../../../lib/notify';
import { useOperators } from '../api/get-operators';
import { useChangeOperatorRole } from '../api/change-operator-role';
import { useInviteOperator } from '../api/invite-operator';
import { useSwitchOperator } from '../api/switch-operator';
import { ConsoleList } from './console-list';

const STATE_COLOR = { INVITED: 'blue', ACTIVE: 'green', DISABLED: 'gray' } as const;

/** Invite an operator: e-mail and role; the link goes to the invitee by e-mail only, never to this screen. */
function InviteForm() {
  const { t, i18n } = useTranslation('console');
  const showError = useErrorDialog();
  const [sent, setSent] = useState<string | null>(null);
  const invite = useInviteOperator();
  const form = useForm<OperatorInviteBody>({
    resolver: zodResolver(operatorInviteBody),
    mode: 'onChange',
    defaultValues: { email: '', role: 'SUPPORT_AGENT' },
  });
  const { errors, isValid, touchedFields } = form.formState;
  const roles = OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
  const submit = (body: OperatorInviteBody) =>
    invite.mutate(
      { ...body, language: i18n.language === 'it' ? 'it' : 'en' },
      {
        onSuccess: (r) => {
          setSent(r.operator.email);
          form.reset({ email: '', role: body.role });
          notify({ kind: 'success', message: t('operators.invite.sent', { email: r.operator.email }) });
        },
        onError: (e) => showError(e),
      },
    );
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('operators.invite.title')}
      </Title>
      <form noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
        <Stack gap="sm">
          <Text size="sm">{t('operators.invite.intro', { hours: OPERATOR_INVITATION.ttlHours })}</Text>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              {...form.register('email', { setValueAs: (v: string) => v.trim() })}
              type="email"
              label={t('operators.invite.email')}
              error={touchedFields.email && errors.email ? t('operators.invite.emailInvalid') : undefined}
              required
              w={320}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select
                  label={t('operators.invite.role')}
                  data={roles}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v as OperatorRole)}
                  allowDeselect={false}
                  w={240}
                />
              )}
            />
            {/* level with the inputs under their labels; top-aligned so that an error line moves nothing */}
            <Button type="submit" loading={invite.isPending} disabled={!isValid} mt={25}>
              {t('operators.invite.submit')}
            </Button>
          </Group>
          {sent && (
            <Alert color="green" variant="light" title={t('operators.invite.sentTitle')} role="status">
              <Text size="sm">{t('operators.invite.mailedOnly', { email: sent, hours: OPERATOR_INVITATION.ttlHours })}</Text>
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** An operator's role: a choice, except one's own (nobody changes its own role). */
function RoleCell({ op, self }: { op: ConsoleOperator; self: boolean }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const changeRole = useChangeOperatorRole();
  if (self) return t(`roles.${op.role}`);
  const onRole = (role: string | null) =>
    role &&
    role !== op.role &&
    changeRole.mutate(
      { id: op.id, role: role as OperatorRole },
      {
        onSuccess: () => notify({ kind: 'success', message: t('operators.roleChanged', { email: op.email }) }),
        onError: (e) => showError(e),
      },
    );
  return (
    <Select
      aria-label={t('operators.roleOf', { email: op.email })}
      data={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
      value={op.role}
      onChange={onRole}
      allowDeselect={false}
      disabled={changeRole.isPending}
      size="xs"
      w={180}
    />
  );
}

/** Disable or enable another operator. */
function SwitchButton({ op }: { op: ConsoleOperator }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const switchOp = useSwitchOperator();
  const disabled = op.state === 'DISABLED';
  const onSwitch = () =>
    switchOp.mutate(
      { id: op.id, disabled: !disabled },
      {
        onSuccess: (o) => notify({ kind: 'success', message: t(o.state === 'DISABLED' ? 'operators.disabled' : 'operators.enabled', o) }),
        onError: (e) => showError(e),
      },
    );
  return (
    <Button
      size="xs"
      variant={disabled ? 'light' : 'default'}
      color={disabled ? undefined : 'red'}
      onClick={onSwitch}
      loading={switchOp.isPending}
      aria-label={t(disabled ? 'operators.enableOf' : 'operators.disableOf', { email: op.email })}
    >
      {t(disabled ? 'operators.enable' : 'operators.disable')}
    </Button>
  );
}

const OPERATORS_URL = listUrlConfig(LISTS.consoleOperators, {
  filters: [
    { name: 'q', kind: 'text' },
    { name: 'role', kind: 'select', options: OPERATOR_ROLES },
    { name: 'state', kind: 'select', options: OPERATOR_STATES },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

/** /operator/operators (Administrators): invite operators; the list engine's pages of them, their roles, disable or enable. */
export function OperatorsScreen({ me }: { me: OperatorMe }) {
  const { t, i18n } = useTranslation('console');
  useDocumentTitle(t('operators.title'));
  const [state, setState] = useListUrlState(OPERATORS_URL);
  const operators = useOperators(apiQuery(state));
  const date = (v: string) => formatDateTime(v, i18n.language);
  const columns: DataColumn<ConsoleOperator>[] = [
    {
      key: 'email',
      header: t('operators.columns.email'),
      sortKey: 'email',
      render: (op) => (
        <>
          {op.email}
          {op.id === me.id && (
            <Text span size="xs" ml={6}>
              ({t('operators.you')})
            </Text>
          )}
        </>
      ),
    },
    { key: 'role', header: t('operators.columns.role'), render: (op) => <RoleCell op={op} self={op.id === me.id} /> },
    {
      key: 'state',
      header: t('operators.columns.state'),
      render: (op) => (
        <>
          <Badge color={STATE_COLOR[op.state]} variant="light" miw="max-content">
            {t(`operators.states.${op.state}`)}
          </Badge>
          {op.invitationExpiresDate && <Text size="xs">{t('operators.expires', { date: date(op.invitationExpiresDate) })}</Text>}
        </>
      ),
    },
    {
      key: 'authenticator',
      header: t('operators.columns.authenticator'),
      render: (op) => t(op.twoFactorEnrolled ? 'operators.enrolled' : 'operators.notEnrolled'),
    },
    {
      key: 'lastSignIn',
      header: t('operators.columns.lastSignIn'),
      render: (op) => (op.lastSignInDate ? date(op.lastSignInDate) : t('operators.never')),
    },
    { key: 'created', header: t('operators.columns.created'), sortKey: 'created', render: (op) => date(op.createdDate) },
    {
      key: 'actions',
      header: t('operators.columns.actions'),
      hiddenHeader: true,
      render: (op) => op.id !== me.id && <SwitchButton op={op} />,
    },
  ];
  const fields = [
    { name: 'q', kind: 'text' as const, label: t('operators.filters.q') },
    {
      name: 'role',
      kind: 'select' as const,
      label: t('operators.filters.role'),
      options: OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
    },
    {
      name: 'state',
      kind: 'select' as const,
      label: t('operators.filters.state'),
      options: OPERATOR_STATES.map((v) => ({ value: v, label: t(`operators.states.${v}`) })),
    },
  ];
  return (
    <ConsoleList
      name="operators"
      fields={fields}
      state={state}
      setState={setState}
      query={operators}
      columns={columns}
      rowKey={(op) => op.id}
      minWidth={960}
      dense
    >
      <InviteForm />
    </ConsoleList>
  );
}
