// Compiled from core/i18n/messages/visitor/en.json, in the pseudo-language, by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const en = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "lead.kioskTitle": () => "⟦Šéñd mé thíš bróçhúré⟧",
  "lead.description": (d) => "⟦Léávé ýóúr é-máíl áddréšš áñd wé wíll šéñd ýóú thé líñk tó “" + d.title + "”.⟧",
  "lead.close": () => "⟦Çlóšé⟧",
  "lead.loading": () => "⟦Lóádíñg thé fórm⟧",
  "lead.unavailable": () => "⟦Thíš fórm çáññót bé šhówñ ríght ñów. Çhéçk ýóúr çóññéçtíóñ áñd trý ágáíñ.⟧",
  "lead.email": () => "⟦É-máíl⟧",
  "lead.name": () => "⟦Ñámé (óptíóñál)⟧",
  "lead.company": () => "⟦Çómpáñý (óptíóñál)⟧",
  "lead.note": () => "⟦Ñóté (óptíóñál)⟧",
  "lead.consent": (d) => "⟦" + d.creator + " máý çóñtáçt mé ábóút thíš bróçhúré⟧",
  "lead.send": () => "⟦Šéñd⟧",
  "lead.sending": () => "⟦Šéñdíñg…⟧",
  "lead.thanks": () => "⟦Tháñkš! Wé'll é-máíl ýóú thé líñk.⟧",
  "lead.thanksOffline": () => "⟦Tháñkš! Wé'll é-máíl ýóú thé líñk áš šóóñ áš wé'ré báçk óñlíñé.⟧",
  "lead.clears": () => "⟦Thíš fórm çléárš ítšélf fór thé ñéxt víšítór.⟧",
  "lead.consentRefused": () => "⟦Tíçk thé bóx tó ágréé tó bé çóñtáçtéd⟧",
  "lead.formOff": () => "⟦Thíš flípbóók dóéš ñót ášk fór é-máíl áddréššéš⟧",
  "lead.tooMany": () => "⟦Tóó máñý áddréššéš wéré šéñt fróm ýóúr ñétwórk. Pléášé trý ágáíñ íñ áñ hóúr.⟧",
  "lead.networkFailure": () => "⟦Çóúld ñót šéñd. Çhéçk ýóúr çóññéçtíóñ áñd trý ágáíñ.⟧",
  "forget.title": () => "⟦Fórgét mé⟧",
  "forget.explain": () => "⟦Ýóú léft ýóúr é-máíl áddréšš tó gét á bróçhúré. Délété ít, wíth thé ñámé, çómpáñý áñd ñóté ýóú léft wíth ít? Thé bróçhúré’š çréátór wíll ñó lóñgér šéé thém, óñlý thát á léád wáš fórgóttéñ áñd whéñ.⟧",
  "forget.button": () => "⟦Fórgét mé⟧",
  "forget.deleting": () => "⟦Délétíñg…⟧",
  "forget.incomplete": () => "⟦Thíš líñk íš ñót çómplété. Çópý thé whólé líñk fróm thé é-máíl.⟧",
  "forget.failed": () => "⟦Ñóthíñg wáš délétéd. Çhéçk ýóúr çóññéçtíóñ áñd trý ágáíñ.⟧",
  "forget.done": () => "⟦Ýóú áré fórgóttéñ⟧",
  "forget.doneExplain": () => "⟦Thé áddréšš áñd thé détáílš ýóú léft fór thé bróçhúré hávé bééñ délétéd. Ítš çréátór ñó lóñgér šééš thém.⟧",
  "privacy.title": () => "⟦Ýóúr áddréšš áñd thíš bróçhúré⟧",
  "privacy.intro": (d) => "⟦Ýóú léft ýóúr é-máíl áddréšš tó gét á bróçhúré mádé wíth " + d.product + ". Thíš íš whát háppéñš tó ít.⟧",
  "privacy.keptTerm": () => "⟦Whát íš képt⟧",
  "privacy.kept": () => "⟦Thé é-máíl áddréšš ýóú léft, áñd thé ñámé, çómpáñý áñd ñóté íf ýóú gávé thém; thé bróçhúré ýóú áškéd fór, whéñ, whéré (áñ évéñt štáñd, á šháréd líñk ór á págé thát šhówš ít), áñd thé wórdš ýóú ágrééd tó. Ñóthíñg ábóút ýóúr brówšér ór dévíçé, áñd ñót ýóúr ÍP áddréšš.⟧",
  "privacy.whoTerm": () => "⟦Whó šééš ít⟧",
  "privacy.who": (d) => "⟦Óñlý thé bróçhúré'š çréátór, whó máý çóñtáçt ýóú ábóút ít. " + d.product + " úšéš ít fór ñóthíñg élšé: ñó ádvértíšíñg, ñó líštš, ñó óñé élšé.⟧",
  "privacy.getTerm": () => "⟦Whát ýóú gét⟧",
  "privacy.get": (d) => "⟦Óñé é-máíl wíth thé bróçhúré'š líñk. Thé šámé bróçhúré íš šéñt tó áñ áddréšš át móšt óñçé á dáý, áñd át móšt " + d.count + " bróçhúréš á dáý íñ áll.⟧",
  "privacy.howLongTerm": () => "⟦Fór hów lóñg⟧",
  "privacy.howLong": () => "⟦Úñtíl ýóú ášk tó bé fórgóttéñ, thé çréátór délétéš ít, ór thé çréátór'š áççóúñt íš délétéd.⟧",
  "privacy.forgetTerm": () => "⟦Hów tó bé fórgóttéñ⟧",
  "privacy.forget": () => "⟦Úšé 'Fórgét mé' át thé éñd óf thé é-máíl: ýóúr áddréšš áñd détáílš áré délétéd át óñçé. Thé çréátór íš tóld óñlý thát á léád wáš fórgóttéñ, áñd whéñ, šó théý çáñ rémóvé ít fróm líštš théý éxpórtéd béfóré.⟧",
  "lead.check.email": () => "⟦Éñtér á válíd émáíl áddréšš⟧",
  "lead.check.tooLong": (d) => "⟦" + plural(d.max, 0, en, { one: "Át móšt " + number("en", d.max, 0) + " çháráçtér", other: "Át móšt " + number("en", d.max, 0) + " çháráçtérš" }) + "⟧",
  "lead.check.oneLine": () => "⟦Úšé óñé líñé, wíthóút íñvíšíblé ór çóñtról çháráçtérš⟧"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
