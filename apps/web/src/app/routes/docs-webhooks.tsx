import '../../styles/mantine-later.css';
import { WebhooksScreen } from '../../features/docs/components/webhooks-screen';

export function Component() {
  return <WebhooksScreen />;
}
