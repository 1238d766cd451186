import '../../styles/mantine-later.css';
import { EventsApiScreen } from '../../features/docs/components/events-api-screen';

export function Component() {
  return <EventsApiScreen />;
}
