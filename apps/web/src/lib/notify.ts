import { notifications } from '@mantine/notifications';
import { TIMING } from '@portal/contract';

/** Success and info notices close by themselves (spec 000 §8). */
export function notify(options: { title?: string; message: string; kind?: 'success' | 'info' }) {
  notifications.show({
    title: options.title,
    message: options.message,
    color: options.kind === 'success' ? 'green' : 'primary',
    autoClose: TIMING.messageAutoCloseMs,
  });
}
