import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server that accepts every message and appends it as one JSON line to `file`. */
export const startSmtpSink = async (file: string): Promise<{ port: number; close: () => Promise<void> }> => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(file, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
};
