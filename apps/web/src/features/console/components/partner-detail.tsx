import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, type ConsolePartnerDetail } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePartner } from '../api/get-partner';
import { useSwitchPartner } from '../api/switch-partner';
import { PartnerActivity } from './partner-activity';
import { PartnerEnvironments } from './partner-environments';
import { Section } from './detail-section';
import { PartnerBrandButton } from './partner-brand-dialog';
import { ReasonDialog } from './reason-dialog';

/** Disable or enable with a reason: one dialog, the reason required. */
function SwitchDialog({ detail, opened, onClose }: { detail: ConsolePartnerDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const change = useSwitchPartner();
  const disabling = detail.partner.enabled;
  const confirm = (reason: string) =>
    change.mutate(
      { id: detail.partner.id, disabled: disabling, reason },
      {
        onSuccess: () => {
          notify({ message: t(disabling ? 'partner.disabledNotice' : 'partner.enabledNotice'), kind: 'success' });
          onClose();
        },
        onError: (e) => showError(e),
      },
    );
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t(disabling ? 'partner.disableTitle' : 'partner.enableTitle')}
      text={t(disabling ? 'partner.disableText' : 'partner.enableText')}
      reasonLabel={t('partner.reason')}
      confirm={{
        label: t(disabling ? 'partner.disable' : 'partner.enable'),
        color: disabling ? 'red' : 'green',
        pending: change.isPending,
      }}
      onConfirm={confirm}
    />
  );
}

export const Field = ({ label, value }: { label: string; value: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value ?? '—'}</Text>
  </div>
);

/** /operator/partners/:id: everything the bank sees of one partner, and the switch for who may use it. */
export function PartnerDetail({ id, canManage }: { id: string; canManage: boolean }) {
  const { t, i18n } = useTranslation('console');
  const partner = usePartner(id);
  const [switching, setSwitching] = useState(false);
  useDocumentTitle(partner.data?.partner.company ?? t('partner.title'));
  if (partner.isError) return <PageError onRetry={() => void partner.refetch()} />;
  if (!partner.data) return <PageLoader />;
  const d = partner.data;
  const lng = i18n.language;
  const date = (v: string | null) => (v ? formatDateTime(v, lng) : '—');
  return (
    <Stack gap="md">
      <Anchor component={Link} to={CONSOLE_ROUTES.partners} w="fit-content">
        {t('partner.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{d.partner.company}</Title>
          <Text size="sm">
            {d.partner.wlpId ?? '—'} · {d.partner.agent}
          </Text>
        </div>
        <Group>
          <Badge size="lg" color={d.partner.enabled ? 'green' : 'red'} variant="light">
            {t(d.partner.enabled ? 'partners.enabled' : 'partners.disabled')}
          </Badge>
          {canManage && <PartnerBrandButton detail={d} />}
          {canManage && (
            <Button color={d.partner.enabled ? 'red' : 'green'} variant="light" onClick={() => setSwitching(true)}>
              {t(d.partner.enabled ? 'partner.disable' : 'partner.enable')}
            </Button>
          )}
        </Group>
      </Group>
      {!d.partner.enabled && d.partner.disabledReason && (
        <Text size="sm">{t('partner.disabledBecause', { reason: d.partner.disabledReason })}</Text>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('partner.company')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={t('partner.companyName')} value={d.company.name} />
          <Field label={t('partner.regNumber')} value={d.company.regNumber} />
          <Field label={t('partner.country')} value={d.company.country} />
          <Field label={t('partner.address')} value={d.company.address} />
          <Field label={t('partners.columns.verification')} value={t(`verification.${d.partner.verification}`)} />
          <Field label={t('partner.tickets')} value={t('partner.ticketCounts', { total: d.tickets.total, unread: d.tickets.unread })} />
        </SimpleGrid>
      </Paper>
      <PartnerEnvironments detail={d} canManage={canManage} />
      <Section
        title={t('partner.members')}
        empty={t('partner.none')}
        rows={d.members}
        rowKey={(m) => m.id}
        head={[t('partner.email'), t('partner.role'), t('partner.state'), t('partner.lastLogin')]}
        cells={(m) => [m.email, m.role, t(m.active ? 'partner.active' : 'partner.inactive'), date(m.lastLoginDate)]}
      />
      <Section
        title={t('partner.invitations')}
        empty={t('partner.none')}
        rows={d.invitations}
        rowKey={(i) => i.id}
        head={[t('partner.email'), t('partner.role'), t('partner.invitedOn'), t('partner.expires')]}
        cells={(i) => [i.email, i.role, date(i.invitedDate), date(i.expiresDate)]}
      />
      <Section
        title={t('partner.keys')}
        empty={t('partner.none')}
        rows={d.keys}
        rowKey={(k) => k.id}
        head={[
          t('partner.label'),
          t('partner.environment'),
          t('partner.scopes'),
          t('partner.creator'),
          t('partner.expires'),
          t('partner.lastUsed'),
        ]}
        cells={(k) => [
          k.label,
          t(`partner.environments.${k.environment}`),
          k.access === 'RESTRICTED' ? k.scopes.join(', ') : k.access,
          k.createdBy ?? '—',
          date(k.expiresDate),
          date(k.lastUsedDate),
        ]}
      />
      <PartnerActivity id={d.partner.id} />
      <Section
        title={t('partner.invoices')}
        empty={t('partner.none')}
        rows={d.invoices}
        rowKey={(i) => i.id}
        head={[t('partner.number'), t('partner.amount'), t('partner.payBefore'), t('partner.paid')]}
        cells={(i) => [
          i.number,
          formatMoney(i.amount, i.currency, lng),
          formatDate(i.payBefore, lng),
          t(i.paid ? 'partner.yes' : 'partner.no'),
        ]}
      />
      {canManage && <SwitchDialog detail={d} opened={switching} onClose={() => setSwitching(false)} />}
    </Stack>
  );
}
