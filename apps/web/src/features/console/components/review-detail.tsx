import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, type ConsoleReviewDetail, type ConsoleReviewDocument } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useApproveReview } from '../api/approve-review';
import { useRejectReview } from '../api/reject-review';
import { useReview } from '../api/get-review';
import { downloadReviewDocument, useReviewDocument } from '../api/get-review-document';
import { Field } from './partner-detail';
import { ReasonDialog } from './reason-dialog';
import { FourEyesBadge } from './reviews-screen';

const isImage = (d: ConsoleReviewDocument) => /^image\/(png|jpeg)$/.test(d.contentType);

/** A submitted document: an image shown inline (fetched with the operator's token), any other file to download. */
function DocumentView({ id, doc }: { id: string; doc: ConsoleReviewDocument }) {
  const { t, i18n } = useTranslation('console');
  const showError = useErrorDialog();
  const image = isImage(doc);
  const file = useReviewDocument({ id, kind: doc.kind, enabled: image });
  const url = file.data?.dataUrl;
  const label = t(`review.kinds.${doc.kind}`);
  return (
    <Paper withBorder p="md" component="figure" m={0}>
      <Stack gap="xs">
        {image && url && <Image src={url} alt={t('review.imageAlt', { kind: label, name: doc.name })} mah={360} fit="contain" />}
        {image && file.isError && <Text size="sm">{t('review.imageFailed')}</Text>}
        {!image && (
          <Button
            variant="light"
            w="fit-content"
            onClick={() => downloadReviewDocument({ id, kind: doc.kind }).catch((e: unknown) => showError(e))}
          >
            {t('review.download', { name: doc.name })}
          </Button>
        )}
        <Text size="sm" component="figcaption">
          {label}: {doc.name} · {formatDateTime(doc.uploadedDate, i18n.language)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Reject with a reason and whether it is final. */
function RejectDialog({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const reject = useRejectReview();
  const [final, setFinal] = useState(false);
  const confirm = (reason: string) =>
    reject.mutate(
      { id, reason, final },
      {
        onSuccess: () => {
          notify({ message: t(final ? 'review.rejectedFinal' : 'review.rejectedRetry'), kind: 'success' });
          onClose();
        },
        onError: (e) => showError(e),
      },
    );
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t('review.rejectTitle')}
      reasonLabel={t('review.reason')}
      reasonHelp={t('review.reasonHelp')}
      confirm={{ label: t('review.reject'), color: 'red', pending: reject.isPending }}
      onConfirm={confirm}
    >
      <Checkbox
        label={t('review.final')}
        description={t('review.finalHelp')}
        checked={final}
        onChange={(e) => setFinal(e.currentTarget.checked)}
      />
    </ReasonDialog>
  );
}

/** What the approval needs now, in words: one approval, two, or the second one (and from whom not). */
function ApprovalNote({ d, me }: { d: ConsoleReviewDetail; me: string }) {
  const { t, i18n } = useTranslation('console');
  const p = d.review.pendingApproval;
  if (!d.review.fourEyes) return null;
  if (!p) return <Alert color="blue">{t('review.fourEyesNeeded')}</Alert>;
  const values = { email: p.operatorEmail, date: formatDateTime(p.startedDate, i18n.language) };
  return (
    <Alert color="orange" data-testid="review-four-eyes">
      {t(p.operatorEmail.toLowerCase() === me.toLowerCase() ? 'review.fourEyesYours' : 'review.fourEyesSecond', values)}
    </Alert>
  );
}

/** /operator/reviews/:id: the submitted address and documents, approve or reject. */
export function ReviewDetail({ id, me }: { id: string; me: string }) {
  const { t, i18n } = useTranslation('console');
  const showError = useErrorDialog();
  const review = useReview(id);
  const approval = useApproveReview();
  const [rejecting, setRejecting] = useState(false);
  useDocumentTitle(review.data?.review.company ?? t('reviews.title'));
  if (review.isError) return <PageError onRetry={() => void review.refetch()} />;
  if (!review.data) return <PageLoader />;
  const d = review.data;
  const r = d.review;
  const pending = r.status === 'PENDING';
  const mine = r.pendingApproval?.operatorEmail.toLowerCase() === me.toLowerCase();
  const approve = () =>
    approval.mutate(id, {
      onSuccess: (x) =>
        notify({ message: t(x.outcome === 'approval_started' ? 'review.approvalStarted' : 'review.approved'), kind: 'success' }),
      onError: (e) => showError(e),
    });
  return (
    <Stack gap="md">
      <Anchor component={Link} to={CONSOLE_ROUTES.reviews} w="fit-content">
        {t('review.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{r.company ?? r.email}</Title>
          <Text size="sm">
            {r.email} · {r.agent}
            {r.wlpId ? ` · ${r.wlpId}` : ''}
          </Text>
        </div>
        <Group>
          <Badge
            size="lg"
            variant="light"
            color={pending ? 'orange' : r.status === 'VERIFIED' ? 'green' : 'red'}
            data-testid="review-status"
          >
            {t(`verification.${r.status}`)}
          </Badge>
          <FourEyesBadge review={r} />
        </Group>
      </Group>
      {pending && <ApprovalNote d={d} me={me} />}
      {r.status === 'REJECTED' && d.rejectionReason && (
        <Text size="sm">{t(d.final ? 'review.rejectedBecauseFinal' : 'review.rejectedBecause', { reason: d.rejectionReason })}</Text>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('review.address')}
        </Title>
        {d.address ? (
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <Field label={t('review.street')} value={d.address.street} />
            <Field label={t('review.town')} value={d.address.town} />
            <Field label={t('review.postalCode')} value={d.address.postalCode} />
            <Field label={t('review.country')} value={d.address.country} />
          </SimpleGrid>
        ) : (
          <Text size="sm">{t('review.noAddress')}</Text>
        )}
        <Text size="xs" mt="sm">
          {t('review.waiting', { date: formatDateTime(r.submittedDate, i18n.language) })}
        </Text>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('review.documents')}
        </Title>
        {d.documents.length === 0 ? (
          <Text size="sm">{t('review.noDocuments')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {d.documents.map((doc) => (
              <DocumentView key={doc.kind} id={id} doc={doc} />
            ))}
          </SimpleGrid>
        )}
      </Paper>
      {pending && (
        <Group>
          <Button color="green" onClick={approve} loading={approval.isPending} disabled={mine}>
            {t(r.fourEyes && r.pendingApproval ? 'review.approveSecond' : 'review.approve')}
          </Button>
          <Button color="red" variant="light" onClick={() => setRejecting(true)}>
            {t('review.reject')}
          </Button>
        </Group>
      )}
      <RejectDialog id={id} opened={rejecting} onClose={() => setRejecting(false)} />
    </Stack>
  );
}
