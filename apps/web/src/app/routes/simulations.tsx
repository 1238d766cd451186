import '../../styles/mantine-later.css';
import { SimulationsScreen } from '../../features/simulations/components/simulations-screen';

export function Component() {
  return <SimulationsScreen />;
}
