// Compiled from core/i18n/messages/kiosk/de.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const de = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "kiosk.exit": () => "Beenden",
  "kiosk.exitHint": (d) => "Zum Beenden " + plural(d.seconds, 0, de, { one: number("de", d.seconds, 0) + " Sekunde", other: number("de", d.seconds, 0) + " Sekunden" }) + " lang halten",
  "kiosk.exitHowTo": (d) => "Zum Beenden " + plural(d.seconds, 0, de, { one: number("de", d.seconds, 0) + " Sekunde", other: number("de", d.seconds, 0) + " Sekunden" }) + " lang gedrückt halten",
  "kiosk.takeItWithYou": () => "Zum Mitnehmen",
  "kiosk.flipbooks": () => "Flipbooks in diesem Kit",
  "kiosk.show": (d) => d.title + " anzeigen",
  "kiosk.nothingLeft": () => "Dieses Kit enthält keine Flipbooks mehr zum Präsentieren.",
  "kiosk.touchToExplore": () => "Zum Entdecken berühren",
  "kiosk.qrAlt": (d) => "QR-Code des Links zu „" + d.title + "“",
  "kiosk.scanShort": () => "Scannen und mitnehmen",
  "kiosk.scan": () => "Scannen Sie den Code, um diese Broschüre mitzunehmen",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, de, { one: number("de", d.count, 0) + " Adresse wartet auf den Versand", other: number("de", d.count, 0) + " Adressen warten auf den Versand" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, de, { one: number("de", d.count, 0) + " Adresse wird gesendet, sobald dieses Gerät wieder online ist", other: number("de", d.count, 0) + " Adressen werden gesendet, sobald dieses Gerät wieder online ist" }),
  "kiosk.offline": () => "Offline"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
