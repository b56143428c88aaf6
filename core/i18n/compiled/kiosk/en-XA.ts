// Compiled from core/i18n/messages/kiosk/en.json, in the pseudo-language, by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const en = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "kiosk.exit": () => "⟦Éxít⟧",
  "kiosk.exitHint": (d) => "⟦Hóld fór " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " šéçóñd", other: number("en", d.seconds, 0) + " šéçóñdš" }) + " tó éxít⟧",
  "kiosk.exitHowTo": (d) => "⟦Préšš áñd hóld fór " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " šéçóñd", other: number("en", d.seconds, 0) + " šéçóñdš" }) + " tó éxít⟧",
  "kiosk.takeItWithYou": () => "⟦Táké ít wíth ýóú⟧",
  "kiosk.flipbooks": () => "⟦Flípbóókš íñ thíš kít⟧",
  "kiosk.show": (d) => "⟦Šhów " + d.title + "⟧",
  "kiosk.nothingLeft": () => "⟦Thíš kít háš ñó flípbóókš léft tó préšéñt.⟧",
  "kiosk.touchToExplore": () => "⟦Tóúçh tó éxplóré⟧",
  "kiosk.qrAlt": (d) => "⟦QR çódé óf thé líñk tó “" + d.title + "”⟧",
  "kiosk.scanShort": () => "⟦Šçáñ tó táké ít wíth ýóú⟧",
  "kiosk.scan": () => "⟦Šçáñ tó táké thíš bróçhúré wíth ýóú⟧",
  "kiosk.leadsWaiting": (d) => "⟦" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " léád wáítíñg tó bé šéñt", other: number("en", d.count, 0) + " léádš wáítíñg tó bé šéñt" }) + "⟧",
  "kiosk.leadsWhenOnline": (d) => "⟦" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " léád wíll bé šéñt whéñ thíš dévíçé íš báçk óñlíñé", other: number("en", d.count, 0) + " léádš wíll bé šéñt whéñ thíš dévíçé íš báçk óñlíñé" }) + "⟧",
  "kiosk.offline": () => "⟦Ófflíñé⟧"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
