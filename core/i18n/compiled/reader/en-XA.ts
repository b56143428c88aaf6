// Compiled from core/i18n/messages/reader/en.json, in the pseudo-language, by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const en = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "language.label": () => "⟦Láñgúágé⟧",
  "viewer.back": () => "⟦Báçk⟧",
  "viewer.uploadYourOwn": () => "⟦Úplóád ýóúr ówñ⟧",
  "viewer.fullScreen": () => "⟦Fúll šçrééñ⟧",
  "viewer.exitFullScreen": () => "⟦Éxít fúll šçrééñ⟧",
  "viewer.loading": () => "⟦Lóádíñg flípbóók⟧",
  "viewer.notFound": () => "⟦Flípbóók ñót fóúñd⟧",
  "viewer.share": () => "⟦Šháré⟧",
  "viewer.qrCode": () => "⟦QR Çódé⟧",
  "viewer.views": (d) => "⟦" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " víéw", other: number("en", d.count, 0) + " víéwš" }) + "⟧",
  "viewer.noImage": () => "⟦Ñó ímágé⟧",
  "viewer.noPages": () => "⟦Ñó págéš⟧",
  "viewer.zoomed": (d) => "⟦" + d.place + ", žóóméd " + number("en", d.scale, 0) + "×⟧",
  "viewer.pageOf": (d) => "⟦Págé " + d.page + " óf " + d.pages + ". Táp fór thé ñéxt págé.⟧",
  "viewer.stage.cover": () => "⟦Bróçhúré, çóvér. Çlíçk tó túrñ.⟧",
  "viewer.stage.halfOpen": () => "⟦Bróçhúré, hálf ópéñ. Çlíçk tó túrñ.⟧",
  "viewer.stage.open": () => "⟦Bróçhúré, ópéñ. Çlíçk tó túrñ.⟧",
  "viewer.stage.back": () => "⟦Bróçhúré, báçk. Çlíçk tó túrñ.⟧",
  "viewer.madeWith": (d) => "⟦Mádé wíth <0>" + d.product + "</0>⟧",
  "viewer.opensInNewTab": () => "⟦(ópéñš íñ á ñéw táb)⟧",
  "place.cover": () => "⟦Çóvér⟧",
  "place.inside": (d) => "⟦Íñšídé " + d.number + "⟧",
  "place.insideFlap": () => "⟦Íñšídé fláp⟧",
  "place.backCover": () => "⟦Báçk çóvér⟧",
  "place.firstPage": () => "⟦Págé 1 — çóvér⟧",
  "place.page": (d) => "⟦Págé " + d.number + "⟧",
  "lead.readerTitle": () => "⟦Gét thíš bróçhúré bý é-máíl⟧",
  "header.signIn": () => "⟦Šígñ Íñ⟧",
  "theme.toDark": () => "⟦Šwítçh tó dárk thémé⟧",
  "theme.toLight": () => "⟦Šwítçh tó líght thémé⟧",
  "footer.rights": (d) => "⟦© " + d.year + " " + d.product + ". Áll ríghtš réšérvéd.⟧",
  "footer.help": () => "⟦Ñééd hélp? Çóñtáçt⟧",
  "viewer.shareText": (d) => "⟦Çhéçk óút thíš dígítál flípbóók: " + d.title + "⟧",
  "home.library": () => "⟦Ýóúr líbrárý⟧",
  "home.flipbooks": () => "⟦Ýóúr flípbóókš⟧",
  "home.loadingLibrary": () => "⟦Lóádíñg ýóúr líbrárý⟧",
  "landing.welcome": (d) => "⟦Wélçómé tó " + d.product + "⟧",
  "landing.tagline": () => "⟦Túrñ ýóúr PDF bróçhúréš íñtó íñtéráçtívé flípbóókš ýóú çáñ šháré bý líñk ór QR çódé.⟧",
  "landing.getStarted": () => "⟦Gét Štártéd⟧",
  "landing.browser.title": () => "⟦Mádé íñ ýóúr brówšér⟧",
  "landing.browser.text": () => "⟦Ýóúr PDF ñévér léávéš ýóúr dévíçé; óñlý thé págéš dó.⟧",
  "landing.share.title": () => "⟦Šháré bý líñk ór QR⟧",
  "landing.share.text": () => "⟦Áñýóñé çáñ ópéñ ýóúr flípbóók, ñó áççóúñt ñéédéd.⟧",
  "landing.offline.title": () => "⟦Wórkš ófflíñé⟧",
  "landing.offline.text": () => "⟦Préšéñt ýóúr líbrárý át évéñtš, évéñ wíthóút á ñétwórk.⟧"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
