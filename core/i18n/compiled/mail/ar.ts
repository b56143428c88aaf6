// Compiled from core/i18n/messages/mail/ar.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "كتيّبك: " + d.title,
  "lead.heading": () => "كتيّبك",
  "lead.hello": () => "مرحبًا،",
  "lead.helloName": (d) => "مرحبًا " + d.name + "،",
  "lead.asked": (d) => "إليك الكتيّب الذي طلبته، «" + d.title + "»:",
  "lead.askedAt": (d) => "إليك الكتيّب الذي طلبته في " + d.event + "، «" + d.title + "»:",
  "lead.askedSentence": (d) => "إليك الكتيّب الذي طلبته، «" + d.title + "».",
  "lead.askedAtSentence": (d) => "إليك الكتيّب الذي طلبته في " + d.event + "، «" + d.title + "».",
  "lead.cover": (d) => "غلاف «" + d.title + "»",
  "lead.open": () => "افتح الكتيّب",
  "lead.contact": (d) => "يمكن أن يتواصل معك " + d.creator + " بشأن هذا الكتيّب. يمكنك الرد على هذه الرسالة للتواصل.",
  "lead.privacy": () => "<0>ما يُحفظ وإلى متى</0>.",
  "lead.privacyLine": (d) => "ما يُحفظ وإلى متى: " + d.link,
  "lead.forget": () => "<0>احذف بياناتي</0> <1>يحذف العنوان والبيانات التي تركتها.</1>",
  "lead.forgetLine": (d) => "احذف بياناتي (يحذف العنوان والبيانات التي تركتها): " + d.link,
  "mail.ignore": () => "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
