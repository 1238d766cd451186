import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LISTS, CONSOLE_ROUTES, PAGE_SIZE_CHOICES, type ConsoleReview } from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatDateTime } from '../../../lib/format';
import { apiQuery, listUrlConfig } from '../../../lib/list-state';
import { useReviews } from '../api/get-reviews';
import { ConsoleList } from './console-list';

const REVIEWS_URL = listUrlConfig(LISTS.consoleReviews, {
  filters: [
    { name: 'q', kind: 'text' },
    { name: 'agent', kind: 'text' },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

export const reviewPath = (id: string) => CONSOLE_ROUTES.review.replace(':id', encodeURIComponent(id));

/** The four-eyes state of a review: none, two approvals needed, or one of two given. */
export function FourEyesBadge({ review }: { review: ConsoleReview }) {
  const { t } = useTranslation('console');
  if (!review.fourEyes) return null;
  return (
    <Badge color={review.pendingApproval ? 'orange' : 'blue'} variant="light">
      {t(review.pendingApproval ? 'reviews.oneOfTwo' : 'reviews.twoNeeded')}
    </Badge>
  );
}

/** /operator/reviews: the companies whose verification waits for the bank, the longest wait first. */
export function ReviewsScreen() {
  const { t, i18n } = useTranslation('console');
  useDocumentTitle(t('reviews.title'));
  const [state, setState] = useListUrlState(REVIEWS_URL);
  const reviews = useReviews(apiQuery(state));
  const columns: DataColumn<ConsoleReview>[] = [
    {
      key: 'company',
      header: t('reviews.columns.company'),
      sortKey: 'company',
      render: (r) => (
        <Anchor component={Link} to={reviewPath(r.id)}>
          {r.company ?? r.email}
        </Anchor>
      ),
    },
    { key: 'email', header: t('reviews.columns.email'), render: (r) => r.email },
    { key: 'agent', header: t('reviews.columns.agent'), render: (r) => r.agent },
    { key: 'country', header: t('reviews.columns.country'), render: (r) => r.country ?? '—' },
    {
      key: 'submitted',
      header: t('reviews.columns.submitted'),
      sortKey: 'submitted',
      render: (r) => formatDateTime(r.submittedDate, i18n.language),
    },
    { key: 'approvals', header: t('reviews.columns.approvals'), render: (r) => <FourEyesBadge review={r} /> },
  ];
  const fields = [
    { name: 'q', kind: 'text' as const, label: t('reviews.filters.q') },
    { name: 'agent', kind: 'text' as const, label: t('reviews.filters.agent') },
  ];
  return (
    <ConsoleList
      name="reviews"
      fields={fields}
      state={state}
      setState={setState}
      query={reviews}
      columns={columns}
      rowKey={(r) => r.id}
      minWidth={900}
    />
  );
}
