import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { WebhookDeliveriesScreen } from '../../features/webhooks/components/webhook-deliveries-screen';

export function Component() {
  const { id = '' } = useParams();
  return <WebhookDeliveriesScreen key={id} webhookId={id} />;
}
