import '../../styles/mantine-later.css';
import { Navigate, useParams } from 'react-router';

/** Legacy /reset-password/:code → /auth/reset-password/:code */
export function Component() {
  const { code = '' } = useParams();
  return <Navigate to={`/auth/reset-password/${encodeURIComponent(code)}`} replace />;
}
