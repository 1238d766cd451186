import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@portal/contract';
import { SignupScreen, SIGNUP_DEVELOPER } from '../../features/registration/components/signup-screen';
import { useStatus } from '../../features/status/api/get-status';
import { logout } from '../../features/auth/api/logout';
import { sessionStore } from '../../lib/session';
import { notify } from '../../lib/notify';
import { PageLoader } from '../../components/ui/page-loader';
import { useTranslation } from 'react-i18next';

/** /auth/signup and /auth/signup/developer. The session is cleared first (spec 000 §4); disabled or restricted → /auth. */
export function Component() {
  const { t } = useTranslation('registration');
  const location = useLocation();
  const queryClient = useQueryClient();
  const status = useStatus();
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    if (sessionStore.token()) {
      void logout().catch(() => undefined).finally(() => {
        sessionStore.clear();
        void queryClient.invalidateQueries();
      });
    }
  }, [queryClient]);
  const s = status.data;
  const blocked = s && (!s.registrationEnabled || s.regionRestricted);
  useEffect(() => {
    if (!s || !blocked) return;
    notify({ kind: 'info', title: t('blocked.title'), message: s.regionRestricted ? t('blocked.region') : t('blocked.disabled', { reason: s.registrationDisabledReason ?? '' }) });
  }, [s, blocked, t]);
  if (!s) return <PageLoader />;
  if (blocked) return <Navigate to={ROUTES.auth} replace />;
  const tab = location.pathname.startsWith(SIGNUP_DEVELOPER) ? 'developer' : 'company';
  return <SignupScreen tab={tab} businessEnabled={s.businessEnabled} invitationEnabled={s.invitationEnabled} />;
}
