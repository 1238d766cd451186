// the one component of mantine-later.css it draws (loaded in idle time on every first visit: not the whole file)
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TIMING } from '@portal/contract';

/**
 * Where Mantine's notices appear. Loaded lazily, with the first notice or in idle time (lib/notices.ts): no first
 * screen shows a notice, and their code and styles lengthened the first download and its start-up.
 */
export default function NoticesHost() {
  return <Notifications autoClose={TIMING.messageAutoCloseMs} />;
}
