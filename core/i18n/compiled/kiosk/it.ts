// Compiled from core/i18n/messages/kiosk/it.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const it = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i1000000 = i.slice(-6);
  return n == 1 && v0 ? 'one'
    : i != 0 && i1000000 == 0 && v0 ? 'many'
    : 'other';
};
const messages = {
  "kiosk.exit": () => "Esci",
  "kiosk.exitHint": (d) => "Tieni premuto " + plural(d.seconds, 0, it, { one: number("it", d.seconds, 0) + " secondo", many: number("it", d.seconds, 0) + " di secondi", other: number("it", d.seconds, 0) + " secondi" }) + " per uscire",
  "kiosk.exitHowTo": (d) => "Premi e tieni premuto per " + plural(d.seconds, 0, it, { one: number("it", d.seconds, 0) + " secondo", many: number("it", d.seconds, 0) + " di secondi", other: number("it", d.seconds, 0) + " secondi" }) + " per uscire",
  "kiosk.takeItWithYou": () => "Portalo con te",
  "kiosk.flipbooks": () => "Flipbook in questo kit",
  "kiosk.show": (d) => "Mostra " + d.title,
  "kiosk.nothingLeft": () => "In questo kit non ci sono più flipbook da presentare.",
  "kiosk.touchToExplore": () => "Tocca per esplorare",
  "kiosk.qrAlt": (d) => "Codice QR del link a “" + d.title + "”",
  "kiosk.scanShort": () => "Inquadra per portarlo con te",
  "kiosk.scan": () => "Inquadra il codice per portare con te questa brochure",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, it, { one: number("it", d.count, 0) + " indirizzo in attesa di invio", many: number("it", d.count, 0) + " di indirizzi in attesa di invio", other: number("it", d.count, 0) + " indirizzi in attesa di invio" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, it, { one: number("it", d.count, 0) + " indirizzo verrà inviato quando il dispositivo tornerà online", many: number("it", d.count, 0) + " di indirizzi verranno inviati quando il dispositivo tornerà online", other: number("it", d.count, 0) + " indirizzi verranno inviati quando il dispositivo tornerà online" }),
  "kiosk.offline": () => "Offline"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
