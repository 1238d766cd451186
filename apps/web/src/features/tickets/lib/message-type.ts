const LABELLED = ['INCIDENT', 'NOTIFICATION', 'TRANSFER_REQUEST'] as const;
export type LabelledType = (typeof LABELLED)[number];
/** Known types get a label (support ticket, notification, payment request); others are shown raw. */
export const labelledType = (type: string): LabelledType | null => LABELLED.find((t) => t === type) ?? null;
