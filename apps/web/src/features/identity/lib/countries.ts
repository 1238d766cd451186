import { COUNTRY_NAMES } from '@portal/contract';

/** The address form's countries: English names (customer-portal §5), each standing for its 3-letter code. */
export const COUNTRY_OPTIONS = Object.entries(COUNTRY_NAMES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
