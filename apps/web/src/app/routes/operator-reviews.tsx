import '../../styles/mantine-later.css';
import { ReviewsScreen } from '../../features/console/components/reviews-screen';
import { RequirePermission } from './operator';

export function Component() {
  return (
    <RequirePermission permission="kyc.review">
      <ReviewsScreen />
    </RequirePermission>
  );
}
