import { useNavigate } from 'react-router';
import { ROUTES } from '@portal/contract';
import { useLogout } from '../api/logout';

/** Sign out (customer-portal §2): the logout call, then /auth whatever it answered. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout({ onSettled: () => void navigate(ROUTES.auth, { replace: true }) });
  return { signOut: () => logout.mutate(), pending: logout.isPending };
}
