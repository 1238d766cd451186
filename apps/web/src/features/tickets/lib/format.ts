import { format } from 'date-fns';
import { DATE_FORMATS } from '@portal/contract';
import { dateLocale } from '../../../lib/dates';

/** dd MMM yyyy (list) and dd MMM yyyy, HH:mm (message), in the interface language (customer-portal §9). */
export const listDate = (iso: string, language: string) => format(new Date(iso), DATE_FORMATS.inboxList, { locale: dateLocale(language) });
export const messageDate = (iso: string, language: string) =>
  format(new Date(iso), DATE_FORMATS.inboxDetail, { locale: dateLocale(language) });

const LABELLED = ['INCIDENT', 'NOTIFICATION', 'TRANSFER_REQUEST'] as const;
export type LabelledType = (typeof LABELLED)[number];
/** Known types get a label (support ticket, notification, payment request); others are shown raw. */
export const labelledType = (type: string): LabelledType | null => LABELLED.find((t) => t === type) ?? null;
