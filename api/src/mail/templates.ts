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

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:32px 0 0;color:#71717a;font-size:12px">If you did not ask for this, you can ignore this e-mail.</p>
</div></body></html>`;
}

const button = (href: string, label: string) =>
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
 * The mail a visitor gets for a lead: from the creator's name 'via' the app, the brochure's cover
 * and link, the event it was asked for at, the creator's consent line with a link to the short
 * privacy notice, and 'Forget me'. Of the creator's words it carries the flipbook's title, their
 * display name and a kiosk's event. Of the visitor's, only the name a visitor gave at the
 * creator's own kiosk (`greeting`): the public form's name is never sent back to the address it
 * names, so the form cannot carry a stranger's words into someone's inbox.
 */
export function leadMail(input: {
  to: string;
  title: string;
  link: string;
  coverUrl: string | null;
  event: string | null;
  greeting: string | null;
  creator: { name: string; email: string };
  forgetLink: string;
  privacyLink: string;
  messageId: string;
}): MailMessage {
  // As one header line, with nothing unseen that could turn its words around (core/human-text.ts).
  const title = displayLine(input.title);
  const creator = displayLine(input.creator.name);
  const event = input.event ? displayLine(input.event) : null;
  const hello = input.greeting ? `Hello ${displayLine(input.greeting)},` : 'Hello,';
  const asked = event
    ? `Here is the brochure you asked for at ${event}, “${title}”`
    : `Here is the brochure you asked for, “${title}”`;
  const contact = `${creator} may contact you about this brochure. Reply to this e-mail to write to them.`;
  return {
    to: input.to,
    subject: `Your brochure: ${title}`,
    fromName: creator,
    replyTo: { name: creator, address: input.creator.email },
    messageId: input.messageId,
    summary: `brochure ${input.link}, forget me ${input.forgetLink}`,
    text: [
      hello,
      '',
      `${asked}:`,
      input.link,
      '',
      contact,
      `What is kept and for how long: ${input.privacyLink}`,
      '',
      `Forget me (deletes the address and details you left): ${input.forgetLink}`,
    ].join('\n'),
    html: layout(
      'Your brochure',
      `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(asked)}.</p>
${input.coverUrl ? cover(input.link, input.coverUrl, title) : ''}${button(input.link, 'Open the brochure')}
<p style="color:#52525b">${escapeHtml(contact)} <a href="${escapeHtml(input.privacyLink)}" style="color:#52525b">What is kept and for how long</a>.</p>
<p style="margin-top:24px;font-size:13px"><a href="${escapeHtml(input.forgetLink)}" style="color:#52525b">Forget me</a> <span style="color:#71717a">deletes the address and details you left.</span></p>`,
    ),
  };
}

/** The brochure's cover, linking to it, as wide as the mail allows and never wider than 240 px. */
const cover = (href: string, src: string, title: string) =>
  `<p style="margin:24px 0 0"><a href="${escapeHtml(href)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(`The cover of “${title}”`)}" width="240" style="display:block;max-width:100%;height:auto;border:1px solid #e4e4e7;border-radius:8px"></a></p>`;

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
