// Compiled from core/i18n/messages/visitor/en.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const en = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "lead.kioskTitle": () => "Send me this brochure",
  "lead.description": (d) => "Leave your e-mail address and we will send you the link to “" + d.title + "”.",
  "lead.close": () => "Close",
  "lead.loading": () => "Loading the form",
  "lead.unavailable": () => "This form cannot be shown right now. Check your connection and try again.",
  "lead.email": () => "E-mail",
  "lead.name": () => "Name (optional)",
  "lead.company": () => "Company (optional)",
  "lead.note": () => "Note (optional)",
  "lead.consent": (d) => d.creator + " may contact me about this brochure",
  "lead.send": () => "Send",
  "lead.sending": () => "Sending…",
  "lead.thanks": () => "Thanks! We'll e-mail you the link.",
  "lead.thanksOffline": () => "Thanks! We'll e-mail you the link as soon as we're back online.",
  "lead.clears": () => "This form clears itself for the next visitor.",
  "lead.consentRefused": () => "Tick the box to agree to be contacted",
  "lead.formOff": () => "This flipbook does not ask for e-mail addresses",
  "lead.tooMany": () => "Too many addresses were sent from your network. Please try again in an hour.",
  "lead.networkFailure": () => "Could not send. Check your connection and try again.",
  "forget.title": () => "Forget me",
  "forget.explain": () => "You left your e-mail address to get a brochure. Delete it, with the name, company and note you left with it? The brochure’s creator will no longer see them, only that a lead was forgotten and when.",
  "forget.button": () => "Forget me",
  "forget.deleting": () => "Deleting…",
  "forget.incomplete": () => "This link is not complete. Copy the whole link from the e-mail.",
  "forget.failed": () => "Nothing was deleted. Check your connection and try again.",
  "forget.done": () => "You are forgotten",
  "forget.doneExplain": () => "The address and the details you left for the brochure have been deleted. Its creator no longer sees them.",
  "privacy.title": () => "Your address and this brochure",
  "privacy.intro": (d) => "You left your e-mail address to get a brochure made with " + d.product + ". This is what happens to it.",
  "privacy.keptTerm": () => "What is kept",
  "privacy.kept": () => "The e-mail address you left, and the name, company and note if you gave them; the brochure you asked for, when, where (an event stand, a shared link or a page that shows it), and the words you agreed to. Nothing about your browser or device, and not your IP address.",
  "privacy.whoTerm": () => "Who sees it",
  "privacy.who": (d) => "Only the brochure's creator, who may contact you about it. " + d.product + " uses it for nothing else: no advertising, no lists, no one else.",
  "privacy.getTerm": () => "What you get",
  "privacy.get": (d) => "One e-mail with the brochure's link. The same brochure is sent to an address at most once a day, and at most " + d.count + " brochures a day in all.",
  "privacy.howLongTerm": () => "For how long",
  "privacy.howLong": () => "Until you ask to be forgotten, the creator deletes it, or the creator's account is deleted.",
  "privacy.forgetTerm": () => "How to be forgotten",
  "privacy.forget": () => "Use 'Forget me' at the end of the e-mail: your address and details are deleted at once. The creator is told only that a lead was forgotten, and when, so they can remove it from lists they exported before.",
  "lead.check.email": () => "Enter a valid email address",
  "lead.check.tooLong": (d) => plural(d.max, 0, en, { one: "At most " + number("en", d.max, 0) + " character", other: "At most " + number("en", d.max, 0) + " characters" }),
  "lead.check.oneLine": () => "Use one line, without invisible or control characters"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
