import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { SANDBOX_MAGIC, type ClientVerification } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { withIssueKeys } from '../../../lib/form-issues';
import { simulateClientVerification } from '../api/simulate-client-verification';
import { CLIENT_OUTCOMES, clientVerificationSchema, SIMULATION_ISSUES, type ClientVerificationValues } from '../lib/forms';
import { useSimulation } from '../lib/use-simulation';
import { IdField, SimulationFormLayout, useIssue } from './form-parts';

/** The bank approves or rejects a client's verification. */
export function ClientVerificationForm() {
  const { t } = useTranslation('simulations');
  const showError = useErrorDialog();
  const [done, setDone] = useState<ClientVerification | null>(null);
  const form = useForm<ClientVerificationValues>({
    resolver: withIssueKeys(zodResolver(clientVerificationSchema), SIMULATION_ISSUES),
    defaultValues: { clientId: '', outcome: 'auto' },
  });
  const run = useSimulation(simulateClientVerification, { onSuccess: setDone, onError: (e) => showError(e) });
  const issue = useIssue(form.formState.errors);
  return (
    <SimulationFormLayout
      onSubmit={(e) =>
        void form.handleSubmit(({ clientId, outcome }) => run.mutate({ clientId, outcome: outcome === 'auto' ? undefined : outcome }))(e)
      }
      pending={run.isPending}
      result={
        done && { color: done.verificationStatus === 'APPROVED' ? 'green' : 'red', text: t(`client.result.${done.verificationStatus}`) }
      }
    >
      <IdField label={t('form.clientId')} field={form.register('clientId')} error={issue('clientId')} />
      <NativeSelect
        {...form.register('outcome')}
        label={t('client.outcome')}
        data={CLIENT_OUTCOMES.map((o) => ({ value: o, label: t(`client.outcomes.${o}`, { name: SANDBOX_MAGIC.rejectedLastName }) }))}
      />
    </SimulationFormLayout>
  );
}
