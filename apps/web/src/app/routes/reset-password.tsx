import { Navigate, useParams } from 'react-router';
import { ROUTES } from '@portal/contract';
import { ResetPasswordScreen } from '../../features/recovery/components/reset-password-screen';

/** /auth/reset-password/:code */
export function Component() {
  const { code } = useParams();
  if (!code) return <Navigate to={ROUTES.forgotPassword} replace />;
  return <ResetPasswordScreen code={code} />;
}
