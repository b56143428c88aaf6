import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives, or refuses them all. */
export async function startMailSink() {
  const mails: CapturedMail[] = [];
  let refusing = false;
  /** While set, a message is received but not accepted: the sender waits for our answer. */
  let held: Promise<void> | null = null;
  let release = () => {};
  let waiting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      // What a mail server that is down for maintenance answers.
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        waiting++;
        await held;
        waiting--;
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const forAddress = (to: string) => mails.filter((m) => m.to.includes(to));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    forAddress,
    /** While on, every recipient is refused, so sending fails as with a broken mail server. */
    refuse(on: boolean) {
      refusing = on;
    },
    /** Messages received and held, not yet accepted. */
    waiting: () => waiting,
    /** While on, messages are not accepted (so not listed) until it is turned off again. */
    hold(on: boolean) {
      if (on) held ??= new Promise<void>((resolve) => (release = resolve));
      else {
        release();
        held = null;
      }
    },
    /** Waits for the n-th mail to an address and returns it. */
    async waitFor(to: string, count = 1): Promise<CapturedMail> {
      for (let i = 0; i < 200; i++) {
        const found = forAddress(to);
        if (found.length >= count) return found[count - 1] as CapturedMail;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail #${count} to ${to} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The plain-text part of a mail, with quoted-printable soft breaks undone. */
function mailText(mail: CapturedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The decoded body of a message's text/plain or text/html part. */
export function mailPart(raw: string, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('the mail is not multipart');
  for (const part of raw.split(`--${boundary}`)) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!new RegExp(`^Content-Type: ${type}`, 'im').test(head)) continue;
    const body = rest.join('\n\n');
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding !== 'quoted-printable') return body;
    const latin1 = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(latin1, 'latin1').toString('utf8');
  }
  throw new Error(`no ${type} part in the mail`);
}

export function codeIn(mail: CapturedMail): string {
  const match = /verification code is (\d{6})/.exec(mailText(mail));
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}

export function linkIn(
  mail: CapturedMail,
  path: '/verify-email' | '/reset-password' | '/invite',
): string {
  const match = new RegExp(`(https?://[^\\s"<]+${path}\\?token=[A-Za-z0-9_-]+)`).exec(
    mailText(mail),
  );
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
