import { i18n } from '../../../lib/i18n';
import { NetworkError } from '../../../lib/api-error';
import { showNotice } from '../../../lib/notices';

/** partner-portal §8, customer-portal §8: a failed identity call with no answer shows a 'Network error' notice with the message. */
export function showNetworkNotice(error: NetworkError): Promise<void> {
  return showNotice({
    title: i18n.t('kyb:network.title'),
    message: i18n.t('kyb:network.message', { message: error.message }),
    color: 'red',
    autoClose: false,
    // Mantine's dimmed description is too light on white (WCAG 1.4.3)
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    closeButtonProps: { 'aria-label': i18n.t('common:app.close') },
  });
}

/** Network failures get the notice; anything else goes to `otherwise` (the error dialog). */
export function onIdentityError(otherwise: (error: Error) => void) {
  return (error: Error) => (error instanceof NetworkError ? showNetworkNotice(error) : otherwise(error));
}
