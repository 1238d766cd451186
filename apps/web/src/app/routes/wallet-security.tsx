import '../../styles/mantine-later.css';
import { SecurityScreen } from '../../features/two-factor/components/security-screen';
import { useStatus } from '../../features/status/api/get-status';

/** /wallet/security (partner-portal §8): two-factor sign-in; the brand says which actions need it. */
export function Component() {
  const brand = useStatus().data?.brand;
  return <SecurityScreen brandName={brand?.name ?? ''} requiredActions={brand?.twoFactorActions ?? []} />;
}
