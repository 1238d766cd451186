import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { SANDBOX_MERCHANT, type CardAuthorisation } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { withIssueKeys } from '../../../lib/form-issues';
import { formatMoney } from '../../../lib/format';
import { closeCardAuthorisation } from '../api/close-card-authorisation';
import { simulateCardAuthorisation } from '../api/simulate-card-authorisation';
import { cardAuthorisationSchema, SIMULATION_ISSUES, type CardAuthorisationValues } from '../lib/forms';
import { useSimulation } from '../lib/use-simulation';
import { AmountFields, IdField, SimulationFormLayout, useIssue } from './form-parts';

/** A card authorisation (approved, or declined with its reason), then its settlement or reversal. */
export function CardAuthorisationForm({ cardId }: { cardId?: string }) {
  const { t, i18n } = useTranslation('simulations');
  const showError = useErrorDialog();
  const [auth, setAuth] = useState<CardAuthorisation | null>(null);
  const form = useForm<CardAuthorisationValues>({
    resolver: withIssueKeys(zodResolver(cardAuthorisationSchema), SIMULATION_ISSUES),
    defaultValues: { cardId: cardId ?? '', amount: '', currency: 'EUR', merchant: SANDBOX_MERCHANT },
  });
  const callbacks = { onSuccess: setAuth, onError: (e: Error) => showError(e) };
  const authorise = useSimulation(simulateCardAuthorisation, callbacks);
  const close = useSimulation(closeCardAuthorisation, callbacks);
  const issue = useIssue(form.formState.errors);
  const amount = auth && formatMoney(auth.amount, auth.currency, i18n.language);
  const closeButton = (action: 'settle' | 'reverse') => (
    <Button
      size="xs"
      variant="default"
      loading={close.isPending && close.variables?.close === action}
      onClick={() => close.mutate({ authorisationId: auth!.authorisationId, close: action })}
    >
      {t(`card.${action}`)}
    </Button>
  );
  return (
    <SimulationFormLayout
      onSubmit={(e) => void form.handleSubmit((v) => authorise.mutate(v))(e)}
      pending={authorise.isPending}
      result={
        auth && {
          color: auth.status === 'DECLINED' ? 'red' : 'green',
          text: t(`card.status.${auth.status}`, {
            amount,
            merchant: auth.merchant,
            reason: auth.declineReason ? t(`card.reasons.${auth.declineReason}`) : '',
          }),
          actions: auth.status === 'APPROVED' && (
            <Group gap="xs">
              {closeButton('settle')}
              {closeButton('reverse')}
            </Group>
          ),
        }
      }
    >
      <IdField label={t('form.cardId')} fixed={cardId} field={form.register('cardId')} error={issue('cardId')} />
      <AmountFields amount={form.register('amount')} currency={form.register('currency')} error={issue('amount')} />
      <TextInput {...form.register('merchant')} label={t('form.merchant')} maxLength={100} error={issue('merchant')} />
    </SimulationFormLayout>
  );
}
