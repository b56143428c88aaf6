// Compiled from core/i18n/messages/mail/pt-BR.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "Seu folheto: " + d.title,
  "lead.heading": () => "Seu folheto",
  "lead.hello": () => "Olá,",
  "lead.helloName": (d) => "Olá, " + d.name + ",",
  "lead.asked": (d) => "Aqui está o folheto que você pediu, “" + d.title + "”:",
  "lead.askedAt": (d) => "Aqui está o folheto que você pediu em " + d.event + ", “" + d.title + "”:",
  "lead.askedSentence": (d) => "Aqui está o folheto que você pediu, “" + d.title + "”.",
  "lead.askedAtSentence": (d) => "Aqui está o folheto que você pediu em " + d.event + ", “" + d.title + "”.",
  "lead.cover": (d) => "A capa de “" + d.title + "”",
  "lead.open": () => "Abrir o folheto",
  "lead.contact": (d) => d.creator + " pode entrar em contato com você sobre este folheto. Responda a este e-mail para entrar em contato.",
  "lead.privacy": () => "<0>O que é guardado e por quanto tempo</0>.",
  "lead.privacyLine": (d) => "O que é guardado e por quanto tempo: " + d.link,
  "lead.forget": () => "<0>Esqueça-me</0> <1>exclui o endereço e os dados que você deixou.</1>",
  "lead.forgetLine": (d) => "Esqueça-me (exclui o endereço e os dados que você deixou): " + d.link,
  "mail.ignore": () => "Se você não pediu isto, pode ignorar este e-mail."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
