// Compiled from core/i18n/messages/mail/fr.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "Votre brochure : " + d.title,
  "lead.heading": () => "Votre brochure",
  "lead.hello": () => "Bonjour,",
  "lead.helloName": (d) => "Bonjour " + d.name + ",",
  "lead.asked": (d) => "Voici la brochure que vous avez demandée, « " + d.title + " » :",
  "lead.askedAt": (d) => "Voici la brochure que vous avez demandée lors de " + d.event + ", « " + d.title + " » :",
  "lead.askedSentence": (d) => "Voici la brochure que vous avez demandée, « " + d.title + " ».",
  "lead.askedAtSentence": (d) => "Voici la brochure que vous avez demandée lors de " + d.event + ", « " + d.title + " ».",
  "lead.cover": (d) => "La couverture de « " + d.title + " »",
  "lead.open": () => "Ouvrir la brochure",
  "lead.contact": (d) => d.creator + " peut vous contacter au sujet de cette brochure. Répondez à cet e-mail pour lui écrire.",
  "lead.privacy": () => "<0>Ce qui est conservé et pendant combien de temps</0>.",
  "lead.privacyLine": (d) => "Ce qui est conservé et pendant combien de temps : " + d.link,
  "lead.forget": () => "<0>Oubliez-moi</0> <1>supprime l’adresse et les informations que vous avez laissées.</1>",
  "lead.forgetLine": (d) => "Oubliez-moi (supprime l’adresse et les informations que vous avez laissées) : " + d.link,
  "mail.ignore": () => "Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
