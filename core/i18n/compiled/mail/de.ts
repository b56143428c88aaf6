// Compiled from core/i18n/messages/mail/de.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "Ihre Broschüre: " + d.title,
  "lead.heading": () => "Ihre Broschüre",
  "lead.hello": () => "Hallo,",
  "lead.helloName": (d) => "Hallo " + d.name + ",",
  "lead.asked": (d) => "Hier ist die Broschüre „" + d.title + "“, die Sie angefordert haben:",
  "lead.askedAt": (d) => "Hier ist die Broschüre „" + d.title + "“, die Sie bei " + d.event + " angefordert haben:",
  "lead.askedSentence": (d) => "Hier ist die Broschüre „" + d.title + "“, die Sie angefordert haben.",
  "lead.askedAtSentence": (d) => "Hier ist die Broschüre „" + d.title + "“, die Sie bei " + d.event + " angefordert haben.",
  "lead.cover": (d) => "Das Titelbild von „" + d.title + "“",
  "lead.open": () => "Broschüre öffnen",
  "lead.contact": (d) => d.creator + " darf Sie zu dieser Broschüre kontaktieren. Antworten Sie einfach auf diese E-Mail, um Kontakt aufzunehmen.",
  "lead.privacy": () => "<0>Was gespeichert wird und wie lange</0>.",
  "lead.privacyLine": (d) => "Was gespeichert wird und wie lange: " + d.link,
  "lead.forget": () => "<0>Mich vergessen</0> <1>löscht die Adresse und die Angaben, die Sie hinterlassen haben.</1>",
  "lead.forgetLine": (d) => "Mich vergessen (löscht die Adresse und die Angaben, die Sie hinterlassen haben): " + d.link,
  "mail.ignore": () => "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
