import '../../styles/mantine-later.css';
import { SettingsScreen } from '../../features/docs/components/settings-screen';

export function Component() {
  return <SettingsScreen />;
}
