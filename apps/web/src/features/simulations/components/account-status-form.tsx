import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { withIssueKeys } from '../../../lib/form-issues';
import { simulateAccountStatus } from '../api/simulate-account-status';
import { ACCOUNT_ACTIONS, accountStatusSchema, SIMULATION_ISSUES, type AccountStatusValues } from '../lib/forms';
import { useSimulation } from '../lib/use-simulation';
import { IdField, SimulationFormLayout, useIssue } from './form-parts';

/** The bank freezes an active account, or unfreezes a frozen one. */
export function AccountStatusForm({ walletId }: { walletId?: string }) {
  const { t } = useTranslation('simulations');
  const showError = useErrorDialog();
  const [account, setAccount] = useState<Account | null>(null);
  const form = useForm<AccountStatusValues>({
    resolver: withIssueKeys(zodResolver(accountStatusSchema), SIMULATION_ISSUES),
    defaultValues: { walletId: walletId ?? '', action: 'freeze' },
  });
  const run = useSimulation(simulateAccountStatus, { onSuccess: setAccount, onError: (e) => showError(e) });
  const issue = useIssue(form.formState.errors);
  return (
    <SimulationFormLayout
      onSubmit={(e) => void form.handleSubmit((v) => run.mutate(v))(e)}
      pending={run.isPending}
      result={account && { color: 'green', text: t(`account.result.${account.status === 'BLOCKED' ? 'frozen' : 'active'}`) }}
    >
      <IdField label={t('form.walletId')} fixed={walletId} field={form.register('walletId')} error={issue('walletId')} />
      <NativeSelect
        {...form.register('action')}
        label={t('account.action')}
        data={ACCOUNT_ACTIONS.map((a) => ({ value: a, label: t(`account.actions.${a}`) }))}
      />
    </SimulationFormLayout>
  );
}
