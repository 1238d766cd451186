import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  IDENTITY_DOCUMENT_KINDS,
  IDENTITY_FIELDS,
  IDENTITY_FILE_MIME,
  IDENTITY_LIMITS,
  extensionOf,
  isIdentityFileType,
  type IdentityDocumentKind,
} from '@portal/contract';
import { invalid } from '../../lib/errors';
import { cleanName } from '../../lib/upload';

export interface CheckedDocument {
  kind: IdentityDocumentKind;
  name: string;
  contentType: string;
  data: Buffer;
}

function multipartError(err: unknown, name: string): never {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('file_too_large', IDENTITY_FIELDS.file, name);
  if (code === 'FST_FILES_LIMIT') throw invalid('too_many_files', IDENTITY_FIELDS.file, '1');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw invalid('validation_error', 'body', 'too many fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw invalid('validation_error', 'body', 'multipart/form-data is required');
  throw err;
}

/**
 * Reads `kind` (document | selfie) and one `file` of at most IDENTITY_LIMITS.fileBytesMax bytes, and
 * checks that the file is a JPEG or PNG by its bytes, agreeing with its name (a PDF renamed .png is refused).
 */
export async function readDocument(req: FastifyRequest): Promise<CheckedDocument> {
  let kind: string | undefined;
  let file: { name: string; data: Buffer } | undefined;
  let current = '';
  try {
    const parts = req.parts({ limits: { files: 1, fileSize: IDENTITY_LIMITS.fileBytesMax, fields: 2, fieldSize: 100, parts: 3 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        current = cleanName(part.filename);
        if (part.fieldname !== IDENTITY_FIELDS.file) throw invalid('validation_error', part.fieldname, 'unexpected file field');
        file = { name: current, data: await part.toBuffer() };
      } else if (part.fieldname === IDENTITY_FIELDS.kind) {
        kind = String(part.value);
      }
    }
  } catch (err) {
    multipartError(err, current);
  }
  if (!kind || !(IDENTITY_DOCUMENT_KINDS as readonly string[]).includes(kind))
    throw invalid('validation_error', IDENTITY_FIELDS.kind, kind ?? '');
  if (!file || file.data.length === 0) throw invalid('validation_error', IDENTITY_FIELDS.file, 'required');
  const named = extensionOf(file.name);
  const sniffed = await fileTypeFromBuffer(file.data);
  if (
    !isIdentityFileType(named) ||
    !sniffed ||
    !isIdentityFileType(sniffed.ext) ||
    IDENTITY_FILE_MIME[named] !== IDENTITY_FILE_MIME[sniffed.ext]
  ) {
    throw invalid('file_type_not_allowed', IDENTITY_FIELDS.file, file.name);
  }
  return { kind: kind as IdentityDocumentKind, name: file.name, contentType: IDENTITY_FILE_MIME[sniffed.ext], data: file.data };
}
