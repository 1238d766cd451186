import { WebhooksScreen } from '../../features/docs/components/webhooks-screen';

export function Component() {
  return <WebhooksScreen />;
}
