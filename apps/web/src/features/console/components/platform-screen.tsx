import { useState } from 'react';
import { Alert, Button, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSOLE, type MaintenanceState } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useMaintenance } from '../api/get-maintenance';
import { useSetMaintenance } from '../api/set-maintenance';
import { RegistrationSwitchesForm } from './registration-switches-form';
import { MailOutbox } from './mail-outbox';

function MaintenanceForm({ state }: { state: MaintenanceState }) {
  const { t, i18n } = useTranslation('console');
  const showError = useErrorDialog();
  const [enabled, setEnabled] = useState(state.enabled);
  const [message, setMessage] = useState(state.message ?? '');
  const save = useSetMaintenance();
  const submit = () =>
    save.mutate(
      { enabled, ...(enabled && message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: (s) => notify({ message: t(s.enabled ? 'platform.onNotice' : 'platform.offNotice'), kind: 'success' }),
        onError: (e) => showError(e),
      },
    );
  return (
    <Stack gap="md">
      {state.enabled && state.since && (
        <Alert color="orange" role="status">
          {t('platform.onSince', { since: formatDateTime(state.since, i18n.language) })}
        </Alert>
      )}
      <Switch
        label={t('platform.switch')}
        description={t('platform.switchHelp')}
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <Textarea
        label={t('platform.message')}
        description={t('platform.messageHelp')}
        value={message}
        maxLength={CONSOLE.maintenanceMessageMax}
        onChange={(e) => setMessage(e.currentTarget.value)}
        disabled={!enabled}
        autosize
        minRows={2}
      />
      <Button onClick={submit} loading={save.isPending} w="fit-content">
        {t('platform.save')}
      </Button>
    </Stack>
  );
}

/** /operator/platform: the maintenance switch and the registration switches (Administrators). */
export function PlatformScreen() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('platform.title'));
  const state = useMaintenance();
  if (state.isError) return <PageError onRetry={() => void state.refetch()} />;
  if (!state.data) return <PageLoader />;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('platform.title')}</Title>
        <Text size="sm">{t('platform.intro')}</Text>
      </div>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('platform.maintenance')}
        </Title>
        <MaintenanceForm key={JSON.stringify(state.data)} state={state.data} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('registration.title')}
        </Title>
        <RegistrationSwitchesForm />
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4">
          {t('mails.title')}
        </Title>
        <Text size="sm" mb="sm">
          {t('mails.intro')}
        </Text>
        <MailOutbox />
      </Paper>
    </Stack>
  );
}
