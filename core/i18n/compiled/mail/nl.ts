// Compiled from core/i18n/messages/mail/nl.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "Je brochure: " + d.title,
  "lead.heading": () => "Je brochure",
  "lead.hello": () => "Hallo,",
  "lead.helloName": (d) => "Hallo " + d.name + ",",
  "lead.asked": (d) => "Hier is de brochure die je hebt aangevraagd, “" + d.title + "”:",
  "lead.askedAt": (d) => "Hier is de brochure die je op " + d.event + " hebt aangevraagd, “" + d.title + "”:",
  "lead.askedSentence": (d) => "Hier is de brochure die je hebt aangevraagd, “" + d.title + "”.",
  "lead.askedAtSentence": (d) => "Hier is de brochure die je op " + d.event + " hebt aangevraagd, “" + d.title + "”.",
  "lead.cover": (d) => "De omslag van “" + d.title + "”",
  "lead.open": () => "Brochure openen",
  "lead.contact": (d) => d.creator + " mag contact met je opnemen over deze brochure. Beantwoord deze e-mail om contact op te nemen.",
  "lead.privacy": () => "<0>Wat wordt bewaard en hoe lang</0>.",
  "lead.privacyLine": (d) => "Wat wordt bewaard en hoe lang: " + d.link,
  "lead.forget": () => "<0>Vergeet mij</0> <1>verwijdert het adres en de gegevens die je hebt achtergelaten.</1>",
  "lead.forgetLine": (d) => "Vergeet mij (verwijdert het adres en de gegevens die je hebt achtergelaten): " + d.link,
  "mail.ignore": () => "Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
