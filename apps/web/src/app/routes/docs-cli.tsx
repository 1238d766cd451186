import '../../styles/mantine-later.css';
import { CliScreen } from '../../features/docs/components/cli-screen';

export function Component() {
  return <CliScreen />;
}
