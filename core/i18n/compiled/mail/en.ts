// Compiled from core/i18n/messages/mail/en.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "Your brochure: " + d.title,
  "lead.heading": () => "Your brochure",
  "lead.hello": () => "Hello,",
  "lead.helloName": (d) => "Hello " + d.name + ",",
  "lead.asked": (d) => "Here is the brochure you asked for, “" + d.title + "”:",
  "lead.askedAt": (d) => "Here is the brochure you asked for at " + d.event + ", “" + d.title + "”:",
  "lead.askedSentence": (d) => "Here is the brochure you asked for, “" + d.title + "”.",
  "lead.askedAtSentence": (d) => "Here is the brochure you asked for at " + d.event + ", “" + d.title + "”.",
  "lead.cover": (d) => "The cover of “" + d.title + "”",
  "lead.open": () => "Open the brochure",
  "lead.contact": (d) => d.creator + " may contact you about this brochure. Reply to this e-mail to write to them.",
  "lead.privacy": () => "<0>What is kept and for how long</0>.",
  "lead.privacyLine": (d) => "What is kept and for how long: " + d.link,
  "lead.forget": () => "<0>Forget me</0> <1>deletes the address and details you left.</1>",
  "lead.forgetLine": (d) => "Forget me (deletes the address and details you left): " + d.link,
  "mail.ignore": () => "If you did not ask for this, you can ignore this e-mail."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
