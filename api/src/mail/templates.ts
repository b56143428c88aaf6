import { displayLine } from '#core/human-text';
import { formatLifetime } from '#core/limit-texts';
import { ACCOUNT_LIMITS } from '#core/limits';
import { PRODUCT_NAME } from '#core/product';
import { INVITATION_DAYS } from '#core/team-roles';
import { escapeHtml } from '../escape-html';

const CODE_LIFETIME = formatLifetime(ACCOUNT_LIMITS.verificationCodeTtlMs);
const LINK_LIFETIME = formatLifetime(ACCOUNT_LIMITS.verificationLinkTtlMs);
const RESET_LIFETIME = formatLifetime(ACCOUNT_LIMITS.resetTokenTtlMs);
const INVITATION_LIFETIME = formatLifetime(INVITATION_DAYS * 24 * 60 * 60_000);

import type { MailMessage } from './mailer';

/** What a mail's page says besides its title and body: its language and direction, and its last line. */
export interface MailPage {
  lang: string;
  dir: 'ltr' | 'rtl';
  footer: string;
}

const IGNORE_IT = 'If you did not ask for this, you can ignore this e-mail.';

/** A mail's HTML page; one in a language of its own names it (`page`), the others are English. */
export function layout(title: string, body: string, page?: MailPage): string {
  const html = page ? `<html lang="${escapeHtml(page.lang)}" dir="${page.dir}">` : '<html>';
  return `<!doctype html>${html}<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:32px 0 0;color:#71717a;font-size:12px">${escapeHtml(page?.footer ?? IGNORE_IT)}</p>
</div></body></html>`;
}

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#18181b;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(label)}</a></p>`;

/*
 * These mails go to addresses that nobody has proved yet (a sign-up may name anyone's) and to
 * reset requests anyone can make: they carry no words that whoever filled the form chose (no
 * display name, no username), so a stranger cannot speak to the address's owner through them.
 */

export function verificationMail(input: { to: string; code: string; link: string }): MailMessage {
  const subject = `Verify your ${PRODUCT_NAME} e-mail`;
  return {
    to: input.to,
    subject,
    summary: `verification code ${input.code}, link ${input.link}`,
    text: [
      'Hello,',
      '',
      `Your ${PRODUCT_NAME} verification code is ${input.code}. It expires in ${CODE_LIFETIME}.`,
      '',
      `Or verify with this link (valid for ${LINK_LIFETIME}): ${input.link}`,
    ].join('\n'),
    html: layout(
      'Verify your e-mail',
      `<p>Hello,</p>
<p>Your verification code is</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:8px 0">${input.code}</p>
<p style="color:#52525b">It expires in ${CODE_LIFETIME}. Or verify with the link below (valid for ${LINK_LIFETIME}).</p>
${button(input.link, 'Verify e-mail')}`,
    ),
  };
}

export function resetMail(input: { to: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    summary: `password reset link ${input.link}`,
    text: [
      'Hello,',
      '',
      `Set a new ${PRODUCT_NAME} password with this link (valid for ${RESET_LIFETIME}, once): ${input.link}`,
    ].join('\n'),
    html: layout(
      'Reset your password',
      `<p>Hello,</p><p>Set a new password with the link below. It is valid for ${RESET_LIFETIME} and works once.</p>${button(input.link, 'Set a new password')}`,
    ),
  };
}

/**
 * An invitation to a team. It carries the inviter's display name and the team's name, both
 * chosen by a verified member (the team's rate limit bounds how many go out), as one line each
 * and escaped; nothing else of theirs.
 */
export function invitationMail(input: {
  to: string;
  link: string;
  inviterName: string;
  teamName: string;
  /** The role's label, 'Editor'. */
  role: string;
}): MailMessage {
  const inviter = displayLine(input.inviterName);
  const team = displayLine(input.teamName);
  const invited = `${inviter} invited you to join ${team} on ${PRODUCT_NAME} as ${input.role}.`;
  const how = `Accept with this link within ${INVITATION_LIFETIME}, signed in with this e-mail address (or create an account for it):`;
  return {
    to: input.to,
    subject: `${inviter} invited you to ${team} on ${PRODUCT_NAME}`,
    summary: `team invitation ${input.link}`,
    text: ['Hello,', '', invited, '', how, input.link].join('\n'),
    html: layout(
      `Join ${team}`,
      `<p>Hello,</p><p>${escapeHtml(invited)}</p><p style="color:#52525b">${escapeHtml(how)}</p>${button(input.link, 'Open the invitation')}`,
    ),
  };
}
