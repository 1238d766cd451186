import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { ReviewDetail } from '../../features/console/components/review-detail';
import { RequirePermission, useConsoleOperator } from './operator';

export function Component() {
  const { id = '' } = useParams();
  const me = useConsoleOperator();
  return (
    <RequirePermission permission="kyc.review">
      <ReviewDetail id={id} me={me.email} />
    </RequirePermission>
  );
}
