import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message an SMTP capture received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** An in-process SMTP server that keeps what it receives (the mail tests' real SMTP peer). */
export async function startSmtpCapture(): Promise<{ server: SMTPServer; port: number; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received };
}
