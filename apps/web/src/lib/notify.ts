import { TIMING } from '@portal/contract';
import { i18n } from './i18n';
import { showNotice } from './notices';

/** Success and info notices close by themselves (partner-portal §8); the close button has a name. */
export function notify(options: { title?: string; message: string; kind?: 'success' | 'info' }): Promise<void> {
  return showNotice({
    title: options.title,
    message: options.message,
    color: options.kind === 'success' ? 'green' : 'primary',
    autoClose: TIMING.messageAutoCloseMs,
    closeButtonProps: { 'aria-label': i18n.t('common:app.close') },
    // Mantine dims the text under a title to #868e96 (3.3:1 on white); WCAG AA needs 4.5:1
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
  });
}
