import '../../styles/mantine-later.css';
import { Navigate, useParams } from 'react-router';
import { ROUTES } from '@portal/contract';
import { ConfirmEmailScreen } from '../../features/recovery/components/confirm-email-screen';

/** /confirm/email/:code */
export function Component() {
  const { code } = useParams();
  if (!code) return <Navigate to={ROUTES.root} replace />;
  return <ConfirmEmailScreen code={code} />;
}
