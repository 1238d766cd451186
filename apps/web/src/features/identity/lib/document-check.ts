import { IDENTITY_FILE_TYPES, IDENTITY_LIMITS, extensionOf, isIdentityFileType } from '@portal/contract';

export type DocumentIssue = 'fileType' | 'fileSize';

/** The widget's own check before the upload (the server checks the bytes again): jpg, jpeg or png, at most 5 MB. */
export function documentIssue(file: { name: string; size: number }): DocumentIssue | null {
  if (!isIdentityFileType(extensionOf(file.name))) return 'fileType';
  if (file.size > IDENTITY_LIMITS.fileBytesMax) return 'fileSize';
  return null;
}

/** The file input's accept list. */
export const DOCUMENT_ACCEPT = IDENTITY_FILE_TYPES.map((t) => `.${t}`).join(',');
