// Compiled from core/i18n/messages/mail/it.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "La tua brochure: " + d.title,
  "lead.heading": () => "La tua brochure",
  "lead.hello": () => "Ciao,",
  "lead.helloName": (d) => "Ciao " + d.name + ",",
  "lead.asked": (d) => "Ecco la brochure che hai richiesto, “" + d.title + "”:",
  "lead.askedAt": (d) => "Ecco la brochure che hai richiesto durante " + d.event + ", “" + d.title + "”:",
  "lead.askedSentence": (d) => "Ecco la brochure che hai richiesto, “" + d.title + "”.",
  "lead.askedAtSentence": (d) => "Ecco la brochure che hai richiesto durante " + d.event + ", “" + d.title + "”.",
  "lead.cover": (d) => "La copertina di “" + d.title + "”",
  "lead.open": () => "Apri la brochure",
  "lead.contact": (d) => d.creator + " può contattarti in merito a questa brochure. Rispondi a questa e-mail per metterti in contatto.",
  "lead.privacy": () => "<0>Cosa viene conservato e per quanto tempo</0>.",
  "lead.privacyLine": (d) => "Cosa viene conservato e per quanto tempo: " + d.link,
  "lead.forget": () => "<0>Dimenticami</0> <1>elimina l’indirizzo e i dati che hai lasciato.</1>",
  "lead.forgetLine": (d) => "Dimenticami (elimina l’indirizzo e i dati che hai lasciato): " + d.link,
  "mail.ignore": () => "Se non hai richiesto nulla, puoi ignorare questa e-mail."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
