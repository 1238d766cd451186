import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS, TICKET_FIELDS, TICKET_FILE_MIME, extensionOf, isTicketFileType } from '@portal/contract';
import type { z } from 'zod/mini';
import { invalid } from './errors';
import { findControlChar } from './control-chars';

export interface UploadedFile {
  name: string;
  data: Buffer;
}
export interface CheckedFile extends UploadedFile {
  contentType: string;
}
export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const FIELDS_MAX = 10;
const FIELD_BYTES_MAX = 64_000;

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanName(raw: string): string {
  const base = raw
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return (base || 'file').slice(-200);
}

function multipartError(err: unknown): never {
  const e = err as { code?: string; part?: { filename?: string } };
  switch (e.code) {
    case 'FST_FILES_LIMIT':
      throw invalid('too_many_files', TICKET_FIELDS.files, String(LIMITS.ticketFilesMax));
    case 'FST_REQ_FILE_TOO_LARGE':
      throw invalid('file_too_large', TICKET_FIELDS.files, cleanName(e.part?.filename ?? ''));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      throw invalid('validation_error', 'body', 'too many fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      throw invalid('validation_error', 'body', 'multipart/form-data is required');
    default:
      throw err;
  }
}

/**
 * Reads a multipart body into memory within the ticket limits (LIMITS.ticketFilesMax files of at
 * most LIMITS.ticketFileBytesMax bytes): a 6th file or a byte too many answers 417 naming it.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = req.parts({
      limits: {
        files: LIMITS.ticketFilesMax,
        fileSize: LIMITS.ticketFileBytesMax,
        fields: FIELDS_MAX,
        fieldSize: FIELD_BYTES_MAX,
        parts: FIELDS_MAX + LIMITS.ticketFilesMax + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== TICKET_FIELDS.files) throw invalid('validation_error', part.fieldname, 'unexpected file field');
        if (!part.filename && data.length === 0) continue; // an empty file input
        files.push({ name: cleanName(part.filename), data });
      } else {
        if (part.valueTruncated) throw invalid('validation_error', part.fieldname, 'too long');
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    multipartError(err);
  }
  return { fields, files };
}

/** The text fields against the contract's schema: 417 naming the first bad field. */
export function parseFields<S extends z.ZodMiniType>(schema: S, fields: Record<string, string>): z.output<S> {
  const control = findControlChar(fields, { multiline: true });
  if (control) throw invalid('validation_error', control.field, control.value);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid('validation_error', issue.path.join('.') || 'body', issue.message);
  }
  return parsed.data;
}

/**
 * Each file is what its bytes say (file-type), not what its name says: the sniffed type must be an
 * allowed one and agree with the name's extension (a PDF renamed .png is refused, an .exe renamed
 * .pdf too).
 */
export async function checkFiles(files: UploadedFile[]): Promise<CheckedFile[]> {
  if (files.length > LIMITS.ticketFilesMax) throw invalid('too_many_files', TICKET_FIELDS.files, String(LIMITS.ticketFilesMax));
  const out: CheckedFile[] = [];
  for (const f of files) {
    if (f.data.length > LIMITS.ticketFileBytesMax) throw invalid('file_too_large', TICKET_FIELDS.files, f.name);
    const named = extensionOf(f.name);
    const sniffed = await fileTypeFromBuffer(f.data);
    if (
      !isTicketFileType(named) ||
      !sniffed ||
      !isTicketFileType(sniffed.ext) ||
      TICKET_FILE_MIME[named] !== TICKET_FILE_MIME[sniffed.ext]
    ) {
      throw invalid('file_type_not_allowed', TICKET_FIELDS.files, f.name);
    }
    out.push({ ...f, contentType: TICKET_FILE_MIME[sniffed.ext] });
  }
  return out;
}

/** Answers a stored attachment as a download, its name safe in Content-Disposition (RFC 6266), never cached. */
export function sendAttachment(reply: FastifyReply, f: { name: string; contentType: string; data: Buffer }) {
  const ascii = f.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(f.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
    .header('cache-control', 'private, no-store')
    .send(f.data);
}

/** A multipart route's validator: the body is read by the handler (the zod schema only documents it), the rest is checked. */
export const documentsBody: FastifySchemaCompiler<unknown> = (req) =>
  req.httpPart === 'body'
    ? () => ({ value: undefined })
    : (validatorCompiler(req as Parameters<typeof validatorCompiler>[0]) as ReturnType<FastifySchemaCompiler<unknown>>);
