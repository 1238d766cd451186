import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONSOLE, registrationSwitchesBody, type RegistrationSwitches, type RegistrationSwitchesBody } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { notify } from '../../../lib/notify';
import { useRegistrationSwitches } from '../api/get-registration-switches';
import { useSetRegistrationSwitches } from '../api/set-registration-switches';
import { SwitchField } from './switch-field';
import { consoleResolver, useFieldError, useFormCallError } from '../lib/console-form';

function SwitchesForm({ state }: { state: RegistrationSwitches }) {
  const { t } = useTranslation('console');
  const form = useForm<RegistrationSwitchesBody>({
    resolver: consoleResolver(registrationSwitchesBody),
    defaultValues: { enabled: state.enabled, reason: state.reason ?? '', regionRestricted: state.regionRestricted },
  });
  const fieldError = useFieldError();
  const onError = useFormCallError(form);
  const save = useSetRegistrationSwitches();
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  // partners read the reason on the registration page: switching it off needs one
  const reason = useWatch({ control: form.control, name: 'reason' });
  const needsReason = !enabled && !reason?.trim();
  const submit = ({ enabled, reason, regionRestricted }: RegistrationSwitchesBody) =>
    save.mutate(
      { enabled, regionRestricted, ...(enabled ? {} : { reason }) },
      { onSuccess: () => notify({ message: t('registration.saved'), kind: 'success' }), onError },
    );
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <Stack gap="md">
        {!state.enabled && (
          <Alert color="orange" role="status">
            {t('registration.offNow', { reason: state.reason ?? '' })}
          </Alert>
        )}
        <SwitchField control={form.control} name="enabled" label={t('registration.switch')} description={t('registration.switchHelp')} />
        <Textarea
          label={t('registration.reason')}
          description={t('registration.reasonHelp')}
          {...form.register('reason')}
          error={fieldError(form.formState.errors.reason)}
          maxLength={CONSOLE.reasonMax}
          disabled={enabled}
          required={!enabled}
          autosize
          minRows={2}
        />
        <SwitchField
          control={form.control}
          name="regionRestricted"
          label={t('registration.region')}
          description={t('registration.regionHelp')}
        />
        <Button type="submit" loading={save.isPending} disabled={needsReason} w="fit-content">
          {t('registration.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** The registration switches of the platform screen: on or off with a reason partners read, the region restriction. */
export function RegistrationSwitchesForm() {
  const state = useRegistrationSwitches();
  if (state.isError) return <PageError onRetry={() => void state.refetch()} />;
  if (!state.data) return <PageLoader />;
  return <SwitchesForm key={JSON.stringify(state.data)} state={state.data} />;
}
