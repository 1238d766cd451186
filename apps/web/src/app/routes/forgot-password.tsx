import '../../styles/mantine-later.css';
import { useNavigate } from 'react-router';
import { ROUTES } from '@portal/contract';
import { ForgotPasswordScreen } from '../../features/recovery/components/forgot-password-screen';
import { useStatus } from '../../features/status/api/get-status';
import { clearSession } from '../../features/auth/api/logout';

/** /auth/forgot-password: once the link is asked for, the session is cleared and the visitor goes to /auth (customer-portal §4, §7). */
export function Component() {
  const navigate = useNavigate();
  const status = useStatus().data;
  return (
    <ForgotPasswordScreen
      registration={status}
      onSent={() => void clearSession().finally(() => void navigate(ROUTES.auth, { replace: true }))}
    />
  );
}
