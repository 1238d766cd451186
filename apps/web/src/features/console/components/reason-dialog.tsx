import { useEffect, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CONSOLE, partnerSwitchBody, type PartnerSwitchBody } from '@portal/contract';

export interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  text?: string;
  reasonLabel: string;
  reasonHelp?: string;
  confirm: { label: string; color: string; pending: boolean };
  /** the reason, trimmed by the contract's schema */
  onConfirm: (reason: string) => void;
  /** fields of the decision beside the reason (e.g. whether a rejection is final) */
  children?: ReactNode;
}

/**
 * A decision that needs a reason kept in the audit log (disable or enable a partner, reject a verification): the
 * reason is checked with the contract's schema, so the button waits for one that is not blank.
 */
export function ReasonDialog(o: ReasonDialogProps) {
  const { t } = useTranslation('console');
  const form = useForm<PartnerSwitchBody>({ resolver: zodResolver(partnerSwitchBody), mode: 'onChange', defaultValues: { reason: '' } });
  const { reset } = form;
  // each opening starts blank: a reason belongs to one decision
  useEffect(() => {
    if (o.opened) reset({ reason: '' });
  }, [o.opened, reset]);
  return (
    <Modal opened={o.opened} onClose={o.onClose} title={o.title} closeButtonProps={{ 'aria-label': t('partner.cancel') }}>
      <form noValidate onSubmit={(e) => void form.handleSubmit((v) => o.onConfirm(v.reason))(e)}>
        <Stack gap="md">
          {o.text && <Text size="sm">{o.text}</Text>}
          <Textarea
            {...form.register('reason')}
            label={o.reasonLabel}
            description={o.reasonHelp}
            maxLength={CONSOLE.reasonMax}
            required
            autosize
            minRows={2}
            data-autofocus
          />
          {o.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={o.onClose}>
              {t('partner.cancel')}
            </Button>
            <Button type="submit" color={o.confirm.color} loading={o.confirm.pending} disabled={!form.formState.isValid}>
              {o.confirm.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
