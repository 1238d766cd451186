import { LIMITS, TICKET_FILE_TYPES } from '../common/constants';

export type TicketFileType = (typeof TICKET_FILE_TYPES)[number];

/** What each allowed extension is by content (the server sniffs the bytes; the browser trusts the name). */
export const TICKET_FILE_MIME: Record<TicketFileType, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The `accept` attribute of the file pickers. */
export const TICKET_FILE_ACCEPT = TICKET_FILE_TYPES.map((t) => `.${t}`).join(',');

export type TicketFileProblem =
  { code: 'too_many_files'; name: string } | { code: 'file_too_large'; name: string } | { code: 'file_type_not_allowed'; name: string };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isTicketFileType(ext: string): ext is TicketFileType {
  return (TICKET_FILE_TYPES as readonly string[]).includes(ext);
}

/**
 * The checks both sides make on attachments (customer-portal §5): at most 5 files, each at most
 * 5,000,000 bytes, named jpg, jpeg, png, pdf or docx. The first problem found, or null.
 */
export function checkTicketFiles(files: ReadonlyArray<{ name: string; size: number }>): TicketFileProblem | null {
  if (files.length > LIMITS.ticketFilesMax) {
    return { code: 'too_many_files', name: files[LIMITS.ticketFilesMax]!.name };
  }
  for (const f of files) {
    if (!isTicketFileType(extensionOf(f.name))) return { code: 'file_type_not_allowed', name: f.name };
    if (f.size > LIMITS.ticketFileBytesMax) return { code: 'file_too_large', name: f.name };
  }
  return null;
}
