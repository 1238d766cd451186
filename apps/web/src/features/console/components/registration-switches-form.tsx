import { useState } from 'react';
import { Alert, Button, Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSOLE, type RegistrationSwitches } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useRegistrationSwitches } from '../api/get-registration-switches';
import { useSetRegistrationSwitches } from '../api/set-registration-switches';

function SwitchesForm({ state }: { state: RegistrationSwitches }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const [enabled, setEnabled] = useState(state.enabled);
  const [reason, setReason] = useState(state.reason ?? '');
  const [regionRestricted, setRegionRestricted] = useState(state.regionRestricted);
  const save = useSetRegistrationSwitches();
  const needsReason = !enabled && !reason.trim();
  const submit = () =>
    save.mutate(
      { enabled, regionRestricted, ...(enabled ? {} : { reason: reason.trim() }) },
      {
        onSuccess: () => notify({ message: t('registration.saved'), kind: 'success' }),
        onError: (e) => showError(e),
      },
    );
  return (
    <Stack gap="md">
      {!state.enabled && (
        <Alert color="orange" role="status">
          {t('registration.offNow', { reason: state.reason ?? '' })}
        </Alert>
      )}
      <Switch
        label={t('registration.switch')}
        description={t('registration.switchHelp')}
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <Textarea
        label={t('registration.reason')}
        description={t('registration.reasonHelp')}
        value={reason}
        maxLength={CONSOLE.reasonMax}
        onChange={(e) => setReason(e.currentTarget.value)}
        disabled={enabled}
        required={!enabled}
        autosize
        minRows={2}
      />
      <Switch
        label={t('registration.region')}
        description={t('registration.regionHelp')}
        checked={regionRestricted}
        onChange={(e) => setRegionRestricted(e.currentTarget.checked)}
      />
      <Button onClick={submit} loading={save.isPending} disabled={needsReason} w="fit-content">
        {t('registration.save')}
      </Button>
    </Stack>
  );
}

/** The registration switches of the platform screen: on or off with a reason partners read, the region restriction. */
export function RegistrationSwitchesForm() {
  const state = useRegistrationSwitches();
  if (state.isError) return <PageError onRetry={() => void state.refetch()} />;
  if (!state.data) return <PageLoader />;
  return <SwitchesForm key={JSON.stringify(state.data)} state={state.data} />;
}
