// Compiled from core/i18n/messages/mail/es.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "Tu folleto: " + d.title,
  "lead.heading": () => "Tu folleto",
  "lead.hello": () => "Hola:",
  "lead.helloName": (d) => "Hola, " + d.name + ":",
  "lead.asked": (d) => "Aquí tienes el folleto que pediste, “" + d.title + "”:",
  "lead.askedAt": (d) => "Aquí tienes el folleto que pediste en " + d.event + ", “" + d.title + "”:",
  "lead.askedSentence": (d) => "Aquí tienes el folleto que pediste, “" + d.title + "”.",
  "lead.askedAtSentence": (d) => "Aquí tienes el folleto que pediste en " + d.event + ", “" + d.title + "”.",
  "lead.cover": (d) => "La portada de “" + d.title + "”",
  "lead.open": () => "Abrir el folleto",
  "lead.contact": (d) => d.creator + " puede contactarte sobre este folleto. Responde a este correo para escribirle.",
  "lead.privacy": () => "<0>Qué se guarda y durante cuánto tiempo</0>.",
  "lead.privacyLine": (d) => "Qué se guarda y durante cuánto tiempo: " + d.link,
  "lead.forget": () => "<0>Olvídame</0> <1>elimina la dirección y los datos que dejaste.</1>",
  "lead.forgetLine": (d) => "Olvídame (elimina la dirección y los datos que dejaste): " + d.link,
  "mail.ignore": () => "Si no lo pediste, puedes ignorar este correo."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
