import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IDENTITY_DOCUMENT_KINDS, type ReviewStatus } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useSandboxApplicant } from '../api/get-sandbox-applicant';
import { useSubmitApplicant } from '../api/submit-applicant';
import { useFinalize } from '../hooks/use-finalize';
import { onIdentityError } from '../lib/network-notice';
import { DocumentSlot } from './document-slot';
import { Busy } from '../../../components/ui/busy';

const SUBMITTED: ReviewStatus[] = ['pending', 'prechecked', 'queued', 'onHold'];

/**
 * The built-in provider's identity check: an identity document and a selfie, then the submit.
 * A pending review is finalized at once (also when the widget opens on one sent earlier).
 */
export function SandboxWidget({ onSubmitted, onClose }: { onSubmitted: () => void; onClose: () => void }) {
  const { t } = useTranslation('kyb');
  const showError = useErrorDialog();
  const applicant = useSandboxApplicant();
  const { finalize, markSubmitted, pending: finalizing } = useFinalize(onSubmitted);
  const submit = useSubmitApplicant({
    onSuccess: (answer) => {
      markSubmitted();
      if (SUBMITTED.includes(answer.reviewStatus)) finalize();
    },
    onError: onIdentityError((error) => showError(error)),
  });
  const reviewStatus = applicant.data?.reviewStatus;
  const finalizedOnOpen = useRef(false);
  useEffect(() => {
    if (!finalizedOnOpen.current && reviewStatus && SUBMITTED.includes(reviewStatus) && !submit.isSuccess) {
      finalizedOnOpen.current = true;
      finalize();
    }
  }, [reviewStatus, finalize, submit.isSuccess]);

  if (applicant.isPending) return <Busy label={t('widget.loading')} />;
  if (applicant.isError) {
    return (
      <Alert color="red" title={t('widget.unavailableTitle')}>
        {t('widget.unavailable')}
      </Alert>
    );
  }
  const docs = applicant.data.documents;
  const sent = SUBMITTED.includes(applicant.data.reviewStatus);
  const complete = IDENTITY_DOCUMENT_KINDS.every((kind) => docs.some((d) => d.kind === kind));
  const auto = applicant.data.autoReviewSeconds;
  return (
    <Stack gap="md" aria-labelledby="kyb-widget-title" role="group">
      <Text id="kyb-widget-title" fw={600}>
        {t('widget.title')}
      </Text>
      <Text size="sm">{t('widget.intro')}</Text>
      {IDENTITY_DOCUMENT_KINDS.map((kind) => (
        <DocumentSlot key={kind} kind={kind} stored={docs.find((d) => d.kind === kind)} disabled={sent || submit.isPending} />
      ))}
      <Text size="sm" c="dimmed">
        {auto === null ? t('widget.reviewByOperator') : t('widget.reviewAutomatic', { seconds: String(auto) })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('dialog.close')}
        </Button>
        <Button onClick={() => submit.mutate()} disabled={!complete || sent} loading={submit.isPending || finalizing}>
          {t('widget.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
