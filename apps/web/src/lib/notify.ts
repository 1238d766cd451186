import { notifications } from '@mantine/notifications';
import { TIMING } from '@portal/contract';
import { i18n } from './i18n';

/** Success and info notices close by themselves (spec 000 §8); the close button has a name. */
export function notify(options: { title?: string; message: string; kind?: 'success' | 'info' }) {
  notifications.show({
    title: options.title,
    message: options.message,
    color: options.kind === 'success' ? 'green' : 'primary',
    autoClose: TIMING.messageAutoCloseMs,
    closeButtonProps: { 'aria-label': i18n.t('common:app.close') },
  });
}
