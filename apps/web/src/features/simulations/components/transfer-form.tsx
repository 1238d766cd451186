import { useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { OUTGOING_OUTCOMES, type Payment } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { withIssueKeys } from '../../../lib/form-issues';
import { formatMoney } from '../../../lib/format';
import { simulateIncomingTransfer } from '../api/simulate-incoming-transfer';
import { simulateOutgoingTransfer } from '../api/simulate-outgoing-transfer';
import { SIMULATION_ISSUES, transferSchemas, type TransferValues } from '../lib/forms';
import { useSimulation } from '../lib/use-simulation';
import { AmountFields, IdField, SimulationFormLayout, useIssue } from './form-parts';

const send = (v: TransferValues & { direction: 'in' | 'out' }) =>
  v.direction === 'in' ? simulateIncomingTransfer(v).then((transfer) => ({ transfer, returned: null })) : simulateOutgoingTransfer(v);

/** An incoming transfer to an account, or an outgoing one settled or returned. */
export function TransferForm({ direction, walletId }: { direction: 'in' | 'out'; walletId?: string }) {
  const { t, i18n } = useTranslation('simulations');
  const showError = useErrorDialog();
  const [done, setDone] = useState<{ transfer: Payment; returned: Payment | null } | null>(null);
  const form = useForm<TransferValues>({
    resolver: withIssueKeys(zodResolver(transferSchemas[direction]), SIMULATION_ISSUES),
    defaultValues: { walletId: walletId ?? '', amount: '', currency: 'EUR', details: '', outcome: 'settled' },
  });
  const run = useSimulation(send, { onSuccess: setDone, onError: (e) => showError(e) });
  const issue = useIssue(form.formState.errors);
  const last = done?.returned ?? done?.transfer;
  return (
    <SimulationFormLayout
      onSubmit={(e) => void form.handleSubmit((v) => run.mutate({ ...v, direction }))(e)}
      pending={run.isPending}
      result={
        done && last
          ? {
              color: 'green',
              text: t(done.returned ? 'result.returned' : 'result.booked', {
                number: done.transfer.transactionNumber,
                balance: formatMoney(last.balance, last.origCcy, i18n.language),
              }),
            }
          : null
      }
    >
      <IdField label={t('form.walletId')} fixed={walletId} field={form.register('walletId')} error={issue('walletId')} />
      <AmountFields amount={form.register('amount')} currency={form.register('currency')} error={issue('amount')} />
      <TextInput {...form.register('details')} label={t('form.details')} maxLength={256} error={issue('details')} />
      {direction === 'out' && (
        <NativeSelect
          {...form.register('outcome')}
          label={t('form.outcome')}
          data={OUTGOING_OUTCOMES.map((o) => ({ value: o, label: t(`outcomes.${o}`) }))}
        />
      )}
    </SimulationFormLayout>
  );
}
