import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONSOLE, maintenanceBody, type MaintenanceBody, type MaintenanceState } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useMaintenance } from '../api/get-maintenance';
import { useSetMaintenance } from '../api/set-maintenance';
import { SwitchField } from './switch-field';
import { consoleResolver, useFieldError, useFormCallError } from '../lib/console-form';
import { RegistrationSwitchesForm } from './registration-switches-form';
import { MailOutbox } from './mail-outbox';

function MaintenanceForm({ state }: { state: MaintenanceState }) {
  const { t, i18n } = useTranslation('console');
  const form = useForm<MaintenanceBody>({
    resolver: consoleResolver(maintenanceBody),
    defaultValues: { enabled: state.enabled, message: state.message ?? '' },
  });
  const fieldError = useFieldError();
  const onError = useFormCallError(form);
  const save = useSetMaintenance();
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const submit = ({ enabled, message }: MaintenanceBody) =>
    save.mutate(
      { enabled, ...(enabled && message ? { message } : {}) },
      {
        onSuccess: (s) => notify({ message: t(s.enabled ? 'platform.onNotice' : 'platform.offNotice'), kind: 'success' }),
        onError,
      },
    );
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <Stack gap="md">
        {state.enabled && state.since && (
          <Alert color="orange" role="status">
            {t('platform.onSince', { since: formatDateTime(state.since, i18n.language) })}
          </Alert>
        )}
        <SwitchField control={form.control} name="enabled" label={t('platform.switch')} description={t('platform.switchHelp')} />
        <Textarea
          label={t('platform.message')}
          description={t('platform.messageHelp')}
          {...form.register('message')}
          error={fieldError(form.formState.errors.message)}
          maxLength={CONSOLE.maintenanceMessageMax}
          disabled={!enabled}
          autosize
          minRows={2}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('platform.save')}
        </Button>
      </Stack>
    </form>
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
