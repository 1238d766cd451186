// its styles are in the first stylesheet (styles/mantine-first.css)
import { Notifications } from '@mantine/notifications';
import { TIMING } from '@portal/contract';

/**
 * Where Mantine's notices appear. Loaded lazily, with the first notice or in idle time (lib/notices.ts): no first
 * screen shows a notice, and their code lengthened the first download and its start-up.
 */
export default function NoticesHost() {
  return <Notifications autoClose={TIMING.messageAutoCloseMs} />;
}
