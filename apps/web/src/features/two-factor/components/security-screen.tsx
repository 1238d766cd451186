import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrolment, TwoFactorRule } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useTwoFactor } from '../api/get-two-factor';
import { DisableForm } from './disable-form';
import { EnrolmentPanel } from './enrolment-panel';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from './recovery-codes';
import { Busy } from '../../../components/ui/busy';

const ACTION_KEYS = {
  'secrets.create': 'actions.secretsCreate',
  'secrets.delete': 'actions.secretsDelete',
  'secrets.roll': 'actions.secretsRoll',
  secrets: 'actions.secrets',
  'webhooks.create': 'actions.webhooksCreate',
  'webhooks.update': 'actions.webhooksUpdate',
  'webhooks.delete': 'actions.webhooksDelete',
  'webhooks.reveal': 'actions.webhooksReveal',
  'webhooks.roll': 'actions.webhooksRoll',
  'webhooks.replay': 'actions.webhooksReplay',
  'webhooks.recover': 'actions.webhooksRecover',
  webhooks: 'actions.webhooks',
  'team.invite': 'actions.teamInvite',
  'team.remove': 'actions.teamRemove',
  'team.role': 'actions.teamRole',
  'team.owner': 'actions.teamOwner',
  team: 'actions.team',
  'two-factor.disable': 'actions.twoFactorDisable',
} as const satisfies Record<TwoFactorRule, `actions.${string}`>;

/** What the brand protects with two-factor authentication (its `twoFactorActions`). */
function BrandRule({ brandName, actions }: { brandName: string; actions: readonly TwoFactorRule[] }) {
  const { t } = useTranslation('security');
  if (actions.length === 0) return null;
  return (
    <Alert
      role="note"
      variant="light"
      icon={<IconShieldLock aria-hidden />}
      title={t('brandRule.title', { brand: brandName })}
      maw={720}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t('brandRule.text', { brand: brandName })}</Text>
      <List size="sm" mt={4}>
        {actions.map((a) => (
          <List.Item key={a}>{t(ACTION_KEYS[a])}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * /wallet/security: two-factor authentication off → set up (QR code and key, then a current code)
 * → the recovery codes, shown once → on (since when, codes left, turn off with a code).
 */
export function SecurityScreen({ brandName, requiredActions }: { brandName: string; requiredActions: readonly TwoFactorRule[] }) {
  const { t, i18n } = useTranslation('security');
  useDocumentTitle(t('page.title'));
  const status = useTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  const enabled = status.data?.enabled === true;

  const body = () => {
    if (status.isError) return <PageError onRetry={() => void status.refetch()} />;
    if (!status.data) return <Busy size="sm" label={t('status.loading')} />;
    if (recoveryCodes)
      return (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            notify({ message: t('notices.enabled'), kind: 'success' });
          }}
        />
      );
    if (enabled)
      return (
        <Stack gap="md">
          <Text size="sm">{t('status.onSince', { date: formatDate(status.data.enabledDate, i18n.resolvedLanguage) })}</Text>
          <Text size="sm">{t('status.codesLeft', { count: status.data.recoveryCodesLeft })}</Text>
          <Divider />
          <DisableForm />
        </Stack>
      );
    if (enrolment)
      return (
        <EnrolmentPanel
          enrolment={enrolment}
          onEnabled={(codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setEnrolment(null)}
        />
      );
    if (askPassword)
      return (
        <PasswordStep
          onStarted={(started) => {
            setAskPassword(false);
            setEnrolment(started);
          }}
          onCancel={() => setAskPassword(false)}
        />
      );
    return (
      <Stack gap="md" align="flex-start">
        <Text size="sm">{t('status.offText')}</Text>
        <Button leftSection={<IconShieldCheck size={16} aria-hidden />} onClick={() => setAskPassword(true)}>
          {t('enrol.start')}
        </Button>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('page.title')}</Title>
        <Text size="sm" maw={720}>
          {t('page.intro')}
        </Text>
      </div>
      <BrandRule brandName={brandName} actions={requiredActions} />
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="two-factor-title" maw={720}>
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={2} size="h3" id="two-factor-title">
              {t('status.title')}
            </Title>
            {status.data && (
              <Badge color={enabled ? 'green' : 'gray'} variant="light" size="lg">
                {enabled ? t('status.on') : t('status.off')}
              </Badge>
            )}
          </Group>
          {body()}
        </Stack>
      </Paper>
    </Stack>
  );
}
