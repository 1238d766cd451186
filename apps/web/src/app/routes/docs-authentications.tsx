import '../../styles/mantine-later.css';
import { AuthenticationsScreen } from '../../features/docs/components/authentications-screen';

export function Component() {
  return <AuthenticationsScreen />;
}
