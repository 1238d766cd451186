import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OPERATOR_INVITATION, OPERATOR_ROLES, type ConsoleOperator, type OperatorMe, type OperatorRole } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useChangeOperatorRole, useInviteOperator, useOperators, useSwitchOperator } from '../api/operators';

const STATE_COLOR = { INVITED: 'blue', ACTIVE: 'green', DISABLED: 'gray' } as const;

/** Invite an operator: e-mail and role; the link goes to the invitee by e-mail only, never to this screen. */
function InviteForm() {
  const { t, i18n } = useTranslation('console');
  const showError = useErrorDialog();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('SUPPORT_AGENT');
  const [sent, setSent] = useState<string | null>(null);
  const invite = useInviteOperator();
  const roles = OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role, language: i18n.language === 'it' ? 'it' : 'en' },
      {
        onSuccess: (r) => {
          setSent(r.operator.email);
          setEmail('');
          notify({ kind: 'success', message: t('operators.invite.sent', { email: r.operator.email }) });
        },
        onError: (e) => showError(e),
      },
    );
  };
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('operators.invite.title')}
      </Title>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">{t('operators.invite.intro', { hours: OPERATOR_INVITATION.ttlHours })}</Text>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="email"
              label={t('operators.invite.email')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
              w={320}
            />
            <Select
              label={t('operators.invite.role')}
              data={roles}
              value={role}
              onChange={(v) => v && setRole(v as OperatorRole)}
              allowDeselect={false}
              w={240}
            />
            <Button type="submit" loading={invite.isPending} disabled={!email.trim()}>
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

/** One operator's row: its role (a choice, not for oneself), state, authenticator, last sign-in, disable/enable. */
function OperatorRow({ op, self }: { op: ConsoleOperator; self: boolean }) {
  const { t, i18n } = useTranslation('console');
  const showError = useErrorDialog();
  const changeRole = useChangeOperatorRole();
  const switchOp = useSwitchOperator();
  const roles = OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
  const disabled = op.state === 'DISABLED';
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
  const onSwitch = () =>
    switchOp.mutate(
      { id: op.id, disabled: !disabled },
      {
        onSuccess: (o) => notify({ kind: 'success', message: t(o.state === 'DISABLED' ? 'operators.disabled' : 'operators.enabled', o) }),
        onError: (e) => showError(e),
      },
    );
  return (
    <Table.Tr>
      <Table.Td>
        {op.email}
        {self && (
          <Text span size="xs" ml={6}>
            ({t('operators.you')})
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {self ? (
          t(`roles.${op.role}`)
        ) : (
          <Select
            aria-label={t('operators.roleOf', { email: op.email })}
            data={roles}
            value={op.role}
            onChange={onRole}
            allowDeselect={false}
            disabled={changeRole.isPending}
            size="xs"
            w={200}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLOR[op.state]} variant="light">
          {t(`operators.states.${op.state}`)}
        </Badge>
        {op.invitationExpiresDate && (
          <Text size="xs">{t('operators.expires', { date: formatDateTime(op.invitationExpiresDate, i18n.language) })}</Text>
        )}
      </Table.Td>
      <Table.Td>{t(op.twoFactorEnrolled ? 'operators.enrolled' : 'operators.notEnrolled')}</Table.Td>
      <Table.Td>{op.lastSignInDate ? formatDateTime(op.lastSignInDate, i18n.language) : t('operators.never')}</Table.Td>
      <Table.Td>
        {!self && (
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
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /operator/operators (Administrators): invite operators, change their roles, disable or enable them. */
export function OperatorsScreen({ me }: { me: OperatorMe }) {
  const { t } = useTranslation('console');
  useDocumentTitle(t('operators.title'));
  const operators = useOperators();
  if (operators.isError) return <PageError onRetry={() => void operators.refetch()} />;
  if (!operators.data) return <PageLoader />;
  const head = ['email', 'role', 'state', 'authenticator', 'lastSignIn', 'actions'] as const;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('operators.title')}</Title>
        <Text size="sm">{t('operators.intro')}</Text>
      </div>
      <InviteForm />
      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={800}>
          <Table striped aria-label={t('operators.title')}>
            <Table.Thead>
              <Table.Tr>
                {head.map((h) => (
                  <Table.Th key={h} scope="col">
                    {t(`operators.columns.${h}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {operators.data.list.map((op) => (
                <OperatorRow key={op.id} op={op} self={op.id === me.id} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
