import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it (fields and repeated `files`). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      `${p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

/** Small files that are what they say by their bytes (file-type). */
export const FILES = {
  png: (size = 128) => pad(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), size),
  jpg: (size = 128) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), size),
  pdf: (size = 128) => pad(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), size),
  exe: (size = 256) => pad(Buffer.from('MZ'), size),
};

export const ticketFields = (o: { subType?: string; subject?: string; description?: string } = {}): Part[] => [
  { name: 'subType', value: o.subType ?? 'Account' },
  { name: 'subject', value: o.subject ?? 'Card payments fail' },
  { name: 'description', value: o.description ?? 'Every card payment since yesterday is declined.' },
];

/** The sandbox identity widget's upload of one document (`kind` and `file`), as the browser sends it. */
export function uploadIdentityDocument(
  app: FastifyInstance,
  o: { token: string; kind: string; filename: string; value: Buffer; type?: string },
) {
  const body = multipart([
    { name: 'kind', value: o.kind },
    { name: 'file', filename: o.filename, value: o.value, type: o.type ?? 'image/png' },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/identity/sandbox/documents',
    headers: { authorization: `Bearer ${o.token}`, ...body.headers },
    payload: body.payload,
  });
}
