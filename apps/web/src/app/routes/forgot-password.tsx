import { ForgotPasswordScreen } from '../../features/recovery/components/forgot-password-screen';

/** /auth/forgot-password */
export function Component() {
  return <ForgotPasswordScreen />;
}
