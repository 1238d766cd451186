import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that pushes each accepted mail into `received`, on `port` (0: any
 * free one), answering `acceptDelayMs()` later. Resolves with the server and its port.
 */
export async function startSmtp(received: ReceivedMail[], o: { port?: number; acceptDelayMs?: () => number } = {}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          cb();
        }, o.acceptDelayMs?.() ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { server, port: (server.server.address() as AddressInfo).port, close };
}
