// Compiled from core/i18n/messages/mail/pl.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "Twoja broszura: " + d.title,
  "lead.heading": () => "Twoja broszura",
  "lead.hello": () => "Dzień dobry,",
  "lead.helloName": (d) => "Dzień dobry, " + d.name + ",",
  "lead.asked": (d) => "Oto broszura „" + d.title + "” zamówiona przez Ciebie:",
  "lead.askedAt": (d) => "Oto broszura „" + d.title + "” zamówiona przez Ciebie na wydarzeniu " + d.event + ":",
  "lead.askedSentence": (d) => "Oto broszura „" + d.title + "” zamówiona przez Ciebie.",
  "lead.askedAtSentence": (d) => "Oto broszura „" + d.title + "” zamówiona przez Ciebie na wydarzeniu " + d.event + ".",
  "lead.cover": (d) => "Okładka broszury „" + d.title + "”",
  "lead.open": () => "Otwórz broszurę",
  "lead.contact": (d) => d.creator + " może się z Tobą kontaktować w sprawie tej broszury. Odpowiedz na tę wiadomość, aby się skontaktować.",
  "lead.privacy": () => "<0>Co jest przechowywane i jak długo</0>.",
  "lead.privacyLine": (d) => "Co jest przechowywane i jak długo: " + d.link,
  "lead.forget": () => "<0>Zapomnij o mnie</0> <1>usuwa podany przez Ciebie adres i dane.</1>",
  "lead.forgetLine": (d) => "Zapomnij o mnie (usuwa podany przez Ciebie adres i dane): " + d.link,
  "mail.ignore": () => "Jeśli to nie Ty o to prosisz, możesz zignorować tę wiadomość."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
