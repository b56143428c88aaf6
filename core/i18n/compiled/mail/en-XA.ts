// Compiled from core/i18n/messages/mail/en.json, in the pseudo-language, by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "⟦Ýóúr bróçhúré: " + d.title + "⟧",
  "lead.heading": () => "⟦Ýóúr bróçhúré⟧",
  "lead.hello": () => "⟦Hélló,⟧",
  "lead.helloName": (d) => "⟦Hélló " + d.name + ",⟧",
  "lead.asked": (d) => "⟦Héré íš thé bróçhúré ýóú áškéd fór, “" + d.title + "”:⟧",
  "lead.askedAt": (d) => "⟦Héré íš thé bróçhúré ýóú áškéd fór át " + d.event + ", “" + d.title + "”:⟧",
  "lead.askedSentence": (d) => "⟦Héré íš thé bróçhúré ýóú áškéd fór, “" + d.title + "”.⟧",
  "lead.askedAtSentence": (d) => "⟦Héré íš thé bróçhúré ýóú áškéd fór át " + d.event + ", “" + d.title + "”.⟧",
  "lead.cover": (d) => "⟦Thé çóvér óf “" + d.title + "”⟧",
  "lead.open": () => "⟦Ópéñ thé bróçhúré⟧",
  "lead.contact": (d) => "⟦" + d.creator + " máý çóñtáçt ýóú ábóút thíš bróçhúré. Réplý tó thíš é-máíl tó wríté tó thém.⟧",
  "lead.privacy": () => "⟦<0>Whát íš képt áñd fór hów lóñg</0>.⟧",
  "lead.privacyLine": (d) => "⟦Whát íš képt áñd fór hów lóñg: " + d.link + "⟧",
  "lead.forget": () => "⟦<0>Fórgét mé</0> <1>délétéš thé áddréšš áñd détáílš ýóú léft.</1>⟧",
  "lead.forgetLine": (d) => "⟦Fórgét mé (délétéš thé áddréšš áñd détáílš ýóú léft): " + d.link + "⟧",
  "mail.ignore": () => "⟦Íf ýóú díd ñót ášk fór thíš, ýóú çáñ ígñóré thíš é-máíl.⟧"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
