import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailSink() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
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
export function mailText(mail: CapturedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

export function codeIn(mail: CapturedMail): string {
  const match = /verification code is (\d{6})/.exec(mailText(mail));
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}

export function linkIn(mail: CapturedMail, path: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`(https?://[^\\s"<]+${path}\\?token=[A-Za-z0-9_-]+)`).exec(
    mailText(mail),
  );
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
