import '../../styles/mantine-later.css';
import { Navigate, useParams } from 'react-router';
import { ROUTES } from '@portal/contract';
import { ResetPasswordScreen } from '../../features/recovery/components/reset-password-screen';
import { useStatus } from '../../features/status/api/get-status';

/** /auth/reset-password/:code */
export function Component() {
  const { code } = useParams();
  const status = useStatus().data;
  if (!code) return <Navigate to={ROUTES.forgotPassword} replace />;
  return <ResetPasswordScreen code={code} registration={status} />;
}
