import { displayLine } from '#core/human-text';
import { DEFAULT_LOCALE, directionOf, type Locale } from '#core/i18n/locales';
import { lifetimeIn } from '#core/limit-texts';
import { ACCOUNT_LIMITS } from '#core/limits';
import { PRODUCT_NAME } from '#core/product';
import { INVITATION_DAYS, type TeamRole } from '#core/team-roles';
import { escapeHtml } from '../escape-html';
import { mailTextsIn } from './mail-texts';
import type { MailMessage } from './mailer';

const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60_000;

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
 * Each is written in the account's language (Profile; English for an account made before
 * languages), from the `mail` catalogue.
 */

/** The language of the mails a person gets: their account's, or English for an older account. */
export const mailLocaleOf = (user: { locale: Locale | null }): Locale =>
  user.locale ?? DEFAULT_LOCALE;

/** An account mail's texts in `locale`, and its page (language, direction, last line). */
function accountMail(locale: Locale) {
  const texts = mailTextsIn(locale);
  const page: MailPage = { lang: locale, dir: directionOf(locale), footer: texts['mail.ignore']() };
  return { texts, page, lifetime: (ms: number) => lifetimeIn(locale, ms) };
}

export function verificationMail(input: {
  to: string;
  code: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { texts, page, lifetime } = accountMail(input.locale);
  const product = PRODUCT_NAME;
  const codeLifetime = lifetime(ACCOUNT_LIMITS.verificationCodeTtlMs);
  const linkLifetime = lifetime(ACCOUNT_LIMITS.verificationLinkTtlMs);
  return {
    to: input.to,
    subject: texts['verify.subject']({ product }),
    summary: `verification code ${input.code}, link ${input.link}`,
    text: [
      texts['mail.hello'](),
      '',
      texts['verify.text']({ product, code: input.code, lifetime: codeLifetime }),
      '',
      texts['verify.textLink']({ lifetime: linkLifetime, link: input.link }),
    ].join('\n'),
    html: layout(
      texts['verify.heading'](),
      `<p>${escapeHtml(texts['mail.hello']())}</p>
<p>${escapeHtml(texts['verify.codeIs']())}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:8px 0" dir="ltr">${input.code}</p>
<p style="color:#52525b">${escapeHtml(texts['verify.expires']({ codeLifetime, linkLifetime }))}</p>
${button(input.link, texts['verify.button']())}`,
      page,
    ),
  };
}

export function resetMail(input: { to: string; link: string; locale: Locale }): MailMessage {
  const { texts, page, lifetime } = accountMail(input.locale);
  const product = PRODUCT_NAME;
  const valid = lifetime(ACCOUNT_LIMITS.resetTokenTtlMs);
  return {
    to: input.to,
    subject: texts['reset.subject']({ product }),
    summary: `password reset link ${input.link}`,
    text: [
      texts['mail.hello'](),
      '',
      texts['reset.text']({ product, lifetime: valid, link: input.link }),
    ].join('\n'),
    html: layout(
      texts['reset.heading'](),
      `<p>${escapeHtml(texts['mail.hello']())}</p><p>${escapeHtml(texts['reset.body']({ lifetime: valid }))}</p>${button(input.link, texts['reset.button']())}`,
      page,
    ),
  };
}

/**
 * An invitation to a team, in the invited person's language when they have an account, else in
 * the inviter's. It carries the inviter's display name and the team's name, both chosen by a
 * verified member (the team's rate limit bounds how many go out), as one line each and escaped;
 * nothing else of theirs.
 */
export function invitationMail(input: {
  to: string;
  link: string;
  inviterName: string;
  teamName: string;
  role: TeamRole;
  locale: Locale;
}): MailMessage {
  const { texts, page, lifetime } = accountMail(input.locale);
  const product = PRODUCT_NAME;
  const inviter = displayLine(input.inviterName);
  const team = displayLine(input.teamName);
  const role = texts[`invite.role.${input.role}`]();
  const invited = texts['invite.invited']({ inviter, team, product, role });
  const how = texts['invite.how']({ lifetime: lifetime(INVITATION_MS) });
  return {
    to: input.to,
    subject: texts['invite.subject']({ inviter, team, product }),
    summary: `team invitation ${input.link}`,
    text: [texts['mail.hello'](), '', invited, '', how, input.link].join('\n'),
    html: layout(
      texts['invite.heading']({ team }),
      `<p>${escapeHtml(texts['mail.hello']())}</p><p>${escapeHtml(invited)}</p><p style="color:#52525b">${escapeHtml(how)}</p>${button(input.link, texts['invite.button']())}`,
      page,
    ),
  };
}
