import '../../styles/mantine-later.css';
import { ApiReferenceScreen } from '../../features/docs/components/api-reference-screen';

export function Component() {
  return <ApiReferenceScreen />;
}
