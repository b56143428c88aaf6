// Compiled from core/i18n/messages/kiosk/fr.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const fr = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i1000000 = i.slice(-6);
  return n >= 0 && n < 2 ? 'one'
    : i != 0 && i1000000 == 0 && v0 ? 'many'
    : 'other';
};
const messages = {
  "kiosk.exit": () => "Quitter",
  "kiosk.exitHint": (d) => "Maintenez " + plural(d.seconds, 0, fr, { one: number("fr", d.seconds, 0) + " seconde", many: number("fr", d.seconds, 0) + " de secondes", other: number("fr", d.seconds, 0) + " secondes" }) + " pour quitter",
  "kiosk.exitHowTo": (d) => "Appuyez et maintenez " + plural(d.seconds, 0, fr, { one: number("fr", d.seconds, 0) + " seconde", many: number("fr", d.seconds, 0) + " de secondes", other: number("fr", d.seconds, 0) + " secondes" }) + " pour quitter",
  "kiosk.takeItWithYou": () => "À emporter",
  "kiosk.flipbooks": () => "Flipbooks de ce kit",
  "kiosk.show": (d) => "Afficher " + d.title,
  "kiosk.nothingLeft": () => "Ce kit n’a plus de flipbook à présenter.",
  "kiosk.touchToExplore": () => "Touchez pour découvrir",
  "kiosk.qrAlt": (d) => "QR code du lien vers « " + d.title + " »",
  "kiosk.scanShort": () => "Scannez pour l’emporter",
  "kiosk.scan": () => "Scannez pour emporter cette brochure",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, fr, { one: number("fr", d.count, 0) + " adresse en attente d’envoi", many: number("fr", d.count, 0) + " d’adresses en attente d’envoi", other: number("fr", d.count, 0) + " adresses en attente d’envoi" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, fr, { one: number("fr", d.count, 0) + " adresse sera envoyée dès que cet appareil sera de nouveau en ligne", many: number("fr", d.count, 0) + " d’adresses seront envoyées dès que cet appareil sera de nouveau en ligne", other: number("fr", d.count, 0) + " adresses seront envoyées dès que cet appareil sera de nouveau en ligne" }),
  "kiosk.offline": () => "Hors ligne"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
