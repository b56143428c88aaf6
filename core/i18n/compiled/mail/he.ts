// Compiled from core/i18n/messages/mail/he.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "החוברת שלכם: " + d.title,
  "lead.heading": () => "החוברת שלכם",
  "lead.hello": () => "שלום,",
  "lead.helloName": (d) => "שלום " + d.name + ",",
  "lead.asked": (d) => "הנה החוברת שביקשתם, \"" + d.title + "\":",
  "lead.askedAt": (d) => "הנה החוברת שביקשתם ב-" + d.event + ", \"" + d.title + "\":",
  "lead.askedSentence": (d) => "הנה החוברת שביקשתם, \"" + d.title + "\".",
  "lead.askedAtSentence": (d) => "הנה החוברת שביקשתם ב-" + d.event + ", \"" + d.title + "\".",
  "lead.cover": (d) => "העטיפה של \"" + d.title + "\"",
  "lead.open": () => "פתיחת החוברת",
  "lead.contact": (d) => "מותר ל-" + d.creator + " ליצור איתכם קשר בנוגע לחוברת הזו. אפשר להשיב לאימייל הזה כדי ליצור קשר.",
  "lead.privacy": () => "<0>מה נשמר ולכמה זמן</0>.",
  "lead.privacyLine": (d) => "מה נשמר ולכמה זמן: " + d.link,
  "lead.forget": () => "<0>שכחו אותי</0> <1>מוחק את הכתובת והפרטים שהשארתם.</1>",
  "lead.forgetLine": (d) => "שכחו אותי (מוחק את הכתובת והפרטים שהשארתם): " + d.link,
  "mail.ignore": () => "אם לא ביקשתם את זה, אפשר להתעלם מהאימייל הזה."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
