import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invoiceIssueBody, type InvoiceIssueBody } from '@portal/contract';
import { FormActions } from '../../../components/ui/form-actions';
import { notify } from '../../../lib/notify';
import { useIssueInvoice } from '../api/issue-invoice';
import { consoleResolver, useFieldError, useFormCallError } from '../lib/console-form';
import { FormDialog } from './form-dialog';
import { PartnerField } from './partner-select';

const EMPTY: InvoiceIssueBody = { partnerId: '', amount: '', payBefore: '' };

/**
 * "Issue an invoice": partner, amount, pay-before, in a dialog (the server checks each and names the field it
 * refuses). A dialog, like "Create a partner": a form below the list moved down, out of sight with its open
 * partner chooser, when the list's rows arrived after the operator had started typing.
 */
export function InvoiceIssueButton() {
  const { t } = useTranslation('console');
  const issue = useIssueInvoice();
  const [opened, setOpened] = useState(false);
  const form = useForm<InvoiceIssueBody>({ resolver: consoleResolver(invoiceIssueBody), mode: 'onTouched', defaultValues: EMPTY });
  const { errors } = form.formState;
  const fieldError = useFieldError();
  const onError = useFormCallError(form);
  const submit = (body: InvoiceIssueBody) =>
    issue.mutate(body, {
      onSuccess: (inv) => {
        notify({ message: t('invoices.issued', { number: inv.number }), kind: 'success' });
        setOpened(false);
        form.reset({ ...EMPTY, partnerId: body.partnerId });
      },
      onError,
    });
  return (
    <FormDialog label={t('invoices.issue')} opened={opened} setOpened={setOpened} onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <PartnerField control={form.control} name="partnerId" />
      <TextInput
        {...form.register('amount', { setValueAs: (v: string) => v.trim() })}
        label={t('invoices.amount')}
        description={t('invoices.amountHelp')}
        error={fieldError(errors.amount)}
        inputMode="decimal"
        required
      />
      <TextInput
        {...form.register('payBefore')}
        type="date"
        label={t('invoices.payBefore')}
        error={fieldError(errors.payBefore)}
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
