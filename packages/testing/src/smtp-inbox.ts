import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export type { ParsedMail };
/** Parses one message (an .eml file's bytes) as the inbox parses what it receives. */
export const parseMail = (source: Buffer | string): Promise<ParsedMail> => simpleParser(source);
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on an ephemeral port that keeps every mail it accepts, parsed by mailparser. */
export interface SmtpInbox {
  /** smtp://alerts:<password>@127.0.0.1:<port>: the server wants that login, and the password is what logs must never show */
  url: string;
  mails: ParsedMail[];
  /** answer 451 to every mail from now on (a server that is up but refuses), or accept again */
  refuse(on: boolean): void;
  /** stop listening (a server that is down); `start` listens again on the same port */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const SMTP_PASSWORD = 'smtp-secret-never-logged';

/**
 * `port`: a fixed one (the browser tests start the site with SMTP_URL naming it); default any free one.
 * `saveTo`: a folder each accepted mail is also written to as `<n>.eml`, so other processes (the
 * browser tests' workers) read what one server received.
 */
export async function startSmtpInbox(opts: { port?: number; saveTo?: string } = {}): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  let refusing = false;
  let received = 0;
  let port = opts.port ?? 0;
  let server: SMTPServer;
  const listen = async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'alerts' && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
        callback(new Error('Invalid username or password'));
      },
      onMailFrom(_address, _session, callback) {
        if (!refusing) return callback();
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const saved = opts.saveTo ? writeFile(path.join(opts.saveTo, `${Date.now()}-${++received}.eml`), raw) : Promise.resolve();
          Promise.all([simpleParser(raw), saved]).then(
            ([mail]) => {
              mails.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    url: `smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    mails,
    refuse: (on) => void (refusing = on),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
  };
}
