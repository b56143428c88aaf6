// Compiled from core/i18n/messages/kiosk/en.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const en = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "kiosk.exit": () => "Exit",
  "kiosk.exitHint": (d) => "Hold for " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " second", other: number("en", d.seconds, 0) + " seconds" }) + " to exit",
  "kiosk.exitHowTo": (d) => "Press and hold for " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " second", other: number("en", d.seconds, 0) + " seconds" }) + " to exit",
  "kiosk.takeItWithYou": () => "Take it with you",
  "kiosk.flipbooks": () => "Flipbooks in this kit",
  "kiosk.show": (d) => "Show " + d.title,
  "kiosk.nothingLeft": () => "This kit has no flipbooks left to present.",
  "kiosk.touchToExplore": () => "Touch to explore",
  "kiosk.qrAlt": (d) => "QR code of the link to “" + d.title + "”",
  "kiosk.scanShort": () => "Scan to take it with you",
  "kiosk.scan": () => "Scan to take this brochure with you",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " lead waiting to be sent", other: number("en", d.count, 0) + " leads waiting to be sent" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " lead will be sent when this device is back online", other: number("en", d.count, 0) + " leads will be sent when this device is back online" }),
  "kiosk.offline": () => "Offline"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
