import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { PRODUCT_NAME } from '#core/product';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One line for the console when mail goes to the local outbox (link and code). */
  summary: string;
  /** Where a reply goes, when not to the app's own address (a lead's mail: its creator). */
  replyTo?: { name: string; address: string };
  /** The same for every copy of one mail, so a mail client shows a repeat as one mail. */
  messageId?: string;
  /**
   * Whom the mail is from, shown before the app's own address: 'Nordlys Outdoor via Flipfold
   * <no-reply@…>' (a lead's mail). The address stays the app's, which its domain may sign for.
   */
  fromName?: string;
}

/** The app's sending address with `fromName` in front, or the configured sender as it is. */
function senderOf(from: string, fromName: string | undefined) {
  if (!fromName) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: `${fromName} via ${PRODUCT_NAME}`, address };
}

/**
 * How long an SMTP conversation may stall, so a send always ends well within the lease a lead's
 * mail is claimed for (features/leads/lead-mails.ts). nodemailer's own defaults run to minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

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
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: async ({ summary: _, fromName, ...message }) => {
        await transport.sendMail({ from: senderOf(options.from, fromName), ...message });
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
    send: async ({ summary, fromName, ...message }) => {
      const { to } = message;
      const info = await transport.sendMail({ from: senderOf(options.from, fromName), ...message });
      await fs.promises.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      // With buffer: true, nodemailer's stream transport hands back the whole message as a Buffer.
      await fs.promises.writeFile(file, info.message as Buffer);
      options.logger.info(`Mail to ${to}: ${summary}`);
    },
  };
}
