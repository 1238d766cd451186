import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsoleInvoice } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FormActions } from '../../../components/ui/form-actions';
import { notify } from '../../../lib/notify';
import { useIssueInvoice } from '../api/issue-invoice';
import { FormDialog } from './form-dialog';
import { PartnerSelect } from './partner-select';

/**
 * "Issue an invoice": partner, amount, pay-before, in a dialog (the server checks each and names the field it
 * refuses). A dialog, like "Create a partner": a form below the list moved down, out of sight with its open
 * partner chooser, when the list's rows arrived after the operator had started typing.
 */
export function InvoiceIssueButton() {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const issue = useIssueInvoice();
  const [opened, setOpened] = useState(false);
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [payBefore, setPayBefore] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate(
      { partnerId: partnerId ?? '', amount: amount.trim(), payBefore },
      {
        onSuccess: (inv) => {
          notify({ message: t('invoices.issued', { number: (inv as ConsoleInvoice).number }), kind: 'success' });
          setOpened(false);
          setAmount('');
          setPayBefore('');
        },
        onError: (e) => showError(e),
      },
    );
  };
  return (
    <FormDialog label={t('invoices.issue')} opened={opened} setOpened={setOpened} onSubmit={submit}>
      <PartnerSelect value={partnerId} onChange={setPartnerId} required />
      <TextInput
        label={t('invoices.amount')}
        description={t('invoices.amountHelp')}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        inputMode="decimal"
        required
      />
      <TextInput
        type="date"
        label={t('invoices.payBefore')}
        value={payBefore}
        onChange={(e) => setPayBefore(e.currentTarget.value)}
        required
      />
      <FormActions
        cancelLabel={t('partner.cancel')}
        submitLabel={t('invoices.issueButton')}
        onCancel={() => setOpened(false)}
        pending={issue.isPending}
      />
    </FormDialog>
  );
}
