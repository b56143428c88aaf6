import { displayLine } from '#core/human-text';
import { directionOf, type Locale } from '#core/i18n/locales';
import { escapeHtml } from '../escape-html';
import { mailTextsIn, markedHtml } from './mail-texts';
import type { MailMessage } from './mailer';
import { button, layout } from './templates';

const quietLink = (href: string) => (inner: string) =>
  `<a href="${escapeHtml(href)}" style="color:#52525b">${inner}</a>`;

/**
 * The mail a visitor gets for a lead, in the language they read the form in (`locale`, the
 * `mail` catalogue): from the creator's name 'via' the app, the brochure's cover and link, the
 * event it was asked for at, the creator's consent line with a link to the short privacy notice,
 * and 'Forget me'. Of the creator's words it carries the flipbook's title, their display name and
 * a kiosk's event. Of the visitor's, only the name a visitor gave at the creator's own kiosk
 * (`greeting`): the public form's name is never sent back to the address it names, so the form
 * cannot carry a stranger's words into someone's inbox.
 */
export function leadMail(input: {
  to: string;
  locale: Locale;
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
  const texts = mailTextsIn(input.locale);
  // As one header line, with nothing unseen that could turn its words around (core/human-text.ts).
  const title = displayLine(input.title);
  const creator = displayLine(input.creator.name);
  const event = input.event ? displayLine(input.event) : null;
  const hello = input.greeting
    ? texts['lead.helloName']({ name: displayLine(input.greeting) })
    : texts['lead.hello']();
  const [asked, askedSentence] = event
    ? [texts['lead.askedAt']({ event, title }), texts['lead.askedAtSentence']({ event, title })]
    : [texts['lead.asked']({ title }), texts['lead.askedSentence']({ title })];
  const contact = texts['lead.contact']({ creator });
  const privacy = markedHtml(texts['lead.privacy'](), { 0: quietLink(input.privacyLink) });
  const forget = markedHtml(texts['lead.forget'](), {
    0: quietLink(input.forgetLink),
    1: (inner) => `<span style="color:#71717a">${inner}</span>`,
  });
  return {
    to: input.to,
    subject: texts['lead.subject']({ title }),
    fromName: creator,
    replyTo: { name: creator, address: input.creator.email },
    messageId: input.messageId,
    summary: `brochure ${input.link}, forget me ${input.forgetLink}`,
    text: [
      hello,
      '',
      asked,
      input.link,
      '',
      contact,
      texts['lead.privacyLine']({ link: input.privacyLink }),
      '',
      texts['lead.forgetLine']({ link: input.forgetLink }),
    ].join('\n'),
    html: layout(
      texts['lead.heading'](),
      `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(askedSentence)}</p>
${input.coverUrl ? cover(input.link, input.coverUrl, texts['lead.cover']({ title })) : ''}${button(input.link, texts['lead.open']())}
<p style="color:#52525b">${escapeHtml(contact)} ${privacy}</p>
<p style="margin-top:24px;font-size:13px">${forget}</p>`,
      { lang: input.locale, dir: directionOf(input.locale), footer: texts['mail.ignore']() },
    ),
  };
}

/** The brochure's cover, linking to it, as wide as the mail allows and never wider than 240 px. */
const cover = (href: string, src: string, alt: string) =>
  `<p style="margin:24px 0 0"><a href="${escapeHtml(href)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="240" style="display:block;max-width:100%;height:auto;border:1px solid #e4e4e7;border-radius:8px"></a></p>`;
