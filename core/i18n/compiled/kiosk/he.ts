// Compiled from core/i18n/messages/kiosk/he.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const he = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1];
  return i == 1 && v0 || i == 0 && !v0 ? 'one'
    : i == 2 && v0 ? 'two'
    : 'other';
};
const messages = {
  "kiosk.exit": () => "יציאה",
  "kiosk.exitHint": (d) => "להחזיק " + plural(d.seconds, 0, he, { one: "שנייה אחת", two: "שתי שניות", other: number("he", d.seconds, 0) + " שניות" }) + " כדי לצאת",
  "kiosk.exitHowTo": (d) => "ללחוץ ולהחזיק " + plural(d.seconds, 0, he, { one: "שנייה אחת", two: "שתי שניות", other: number("he", d.seconds, 0) + " שניות" }) + " כדי לצאת",
  "kiosk.takeItWithYou": () => "קחו איתכם",
  "kiosk.flipbooks": () => "פליפבוקים בערכה הזו",
  "kiosk.show": (d) => "הצגת " + d.title,
  "kiosk.nothingLeft": () => "לא נשארו בערכה הזו פליפבוקים להצגה.",
  "kiosk.touchToExplore": () => "געו במסך כדי לגלות",
  "kiosk.qrAlt": (d) => "קוד QR של הקישור אל \"" + d.title + "\"",
  "kiosk.scanShort": () => "סרקו וקחו איתכם",
  "kiosk.scan": () => "סרקו כדי לקחת את החוברת הזו איתכם",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, he, { one: "כתובת אחת ממתינה לשליחה", two: "שתי כתובות ממתינות לשליחה", other: number("he", d.count, 0) + " כתובות ממתינות לשליחה" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, he, { one: "כתובת אחת תישלח כשהמכשיר יחזור להיות מחובר", two: "שתי כתובות יישלחו כשהמכשיר יחזור להיות מחובר", other: number("he", d.count, 0) + " כתובות יישלחו כשהמכשיר יחזור להיות מחובר" }),
  "kiosk.offline": () => "לא מחובר"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
