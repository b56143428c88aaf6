// Compiled from core/i18n/messages/kiosk/nl.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const nl = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "kiosk.exit": () => "Afsluiten",
  "kiosk.exitHint": (d) => "Houd " + plural(d.seconds, 0, nl, { one: number("nl", d.seconds, 0) + " seconde", other: number("nl", d.seconds, 0) + " seconden" }) + " vast om af te sluiten",
  "kiosk.exitHowTo": (d) => "Houd " + plural(d.seconds, 0, nl, { one: number("nl", d.seconds, 0) + " seconde", other: number("nl", d.seconds, 0) + " seconden" }) + " ingedrukt om af te sluiten",
  "kiosk.takeItWithYou": () => "Neem het mee",
  "kiosk.flipbooks": () => "Flipbooks in deze kit",
  "kiosk.show": (d) => d.title + " tonen",
  "kiosk.nothingLeft": () => "Deze kit heeft geen flipbooks meer om te presenteren.",
  "kiosk.touchToExplore": () => "Tik om te ontdekken",
  "kiosk.qrAlt": (d) => "QR-code van de link naar “" + d.title + "”",
  "kiosk.scanShort": () => "Scan en neem het mee",
  "kiosk.scan": () => "Scan om deze brochure mee te nemen",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, nl, { one: number("nl", d.count, 0) + " adres wacht op verzending", other: number("nl", d.count, 0) + " adressen wachten op verzending" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, nl, { one: number("nl", d.count, 0) + " adres wordt verzonden zodra dit apparaat weer online is", other: number("nl", d.count, 0) + " adressen worden verzonden zodra dit apparaat weer online is" }),
  "kiosk.offline": () => "Offline"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
