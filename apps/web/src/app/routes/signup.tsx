import '../../styles/mantine-later.css';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { SignupScreen, SIGNUP_DEVELOPER } from '../../features/registration/components/signup-screen';
import { useStatus } from '../../features/status/api/get-status';
import { clearSession } from '../../features/auth/api/logout';
import { notifySignupBlocked, signupBlocked } from '../../components/ui/signup-link';
import { PageLoader } from '../../components/ui/page-loader';

/** /auth/signup and /auth/signup/developer. The session is cleared first (partner-portal §4); disabled or restricted → /auth. */
export function Component() {
  const { t } = useTranslation('registration');
  const location = useLocation();
  const status = useStatus();
  const cleared = useRef(false);
  const noticed = useRef(false);
  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    void clearSession();
  }, []);
  const s = status.data;
  const blocked = signupBlocked(s);
  useEffect(() => {
    if (!s || !blocked || noticed.current) return;
    noticed.current = true;
    notifySignupBlocked(s, t);
  }, [s, blocked, t]);
  if (!s) return <PageLoader />;
  if (blocked) return <Navigate to={ROUTES.auth} replace />;
  const tab = location.pathname.startsWith(SIGNUP_DEVELOPER) ? 'developer' : 'company';
  return <SignupScreen tab={tab} businessEnabled={s.businessEnabled} invitationEnabled={s.invitationEnabled} />;
}
