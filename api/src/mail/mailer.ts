import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One line for the console when mail goes to the local outbox (link and code). */
  summary: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each mail is written as an .eml file to
 * DATA_DIR/mail and summarised in one console line, so a local user can sign up without a server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async ({ to, subject, text, html }) => {
        await transport.sendMail({ from: options.from, to, subject, text, html });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async ({ to, subject, text, html, summary }) => {
      const info = await transport.sendMail({ from: options.from, to, subject, text, html });
      await fs.promises.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      // With buffer: true, nodemailer's stream transport hands back the whole message as a Buffer.
      await fs.promises.writeFile(file, info.message as Buffer);
      options.logger.info(`Mail to ${to}: ${summary}`);
    },
  };
}
