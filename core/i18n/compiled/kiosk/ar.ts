// Compiled from core/i18n/messages/kiosk/ar.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const ar = (n) => {
  const s = String(n).split('.'), t0 = Number(s[0]) == n, n100 = t0 && s[0].slice(-2);
  return n == 0 ? 'zero'
    : n == 1 ? 'one'
    : n == 2 ? 'two'
    : (n100 >= 3 && n100 <= 10) ? 'few'
    : (n100 >= 11 && n100 <= 99) ? 'many'
    : 'other';
};
const messages = {
  "kiosk.exit": () => "خروج",
  "kiosk.exitHint": (d) => "اضغط مطولًا لمدة " + plural(d.seconds, 0, ar, { zero: number("ar", d.seconds, 0) + " ثانية", one: "ثانية واحدة", two: "ثانيتين", few: number("ar", d.seconds, 0) + " ثوانٍ", many: number("ar", d.seconds, 0) + " ثانية", other: number("ar", d.seconds, 0) + " ثانية" }) + " للخروج",
  "kiosk.exitHowTo": (d) => "اضغط مع الاستمرار لمدة " + plural(d.seconds, 0, ar, { zero: number("ar", d.seconds, 0) + " ثانية", one: "ثانية واحدة", two: "ثانيتين", few: number("ar", d.seconds, 0) + " ثوانٍ", many: number("ar", d.seconds, 0) + " ثانية", other: number("ar", d.seconds, 0) + " ثانية" }) + " للخروج",
  "kiosk.takeItWithYou": () => "خذه معك",
  "kiosk.flipbooks": () => "الكتيّبات الرقمية في هذه المجموعة",
  "kiosk.show": (d) => "عرض " + d.title,
  "kiosk.nothingLeft": () => "لم يعد في هذه المجموعة أي كتيّبات رقمية لعرضها.",
  "kiosk.touchToExplore": () => "المس الشاشة للاستكشاف",
  "kiosk.qrAlt": (d) => "رمز QR لرابط «" + d.title + "»",
  "kiosk.scanShort": () => "امسح الرمز وخذه معك",
  "kiosk.scan": () => "امسح الرمز لتأخذ هذا الكتيّب معك",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, ar, { zero: "لا عناوين بانتظار الإرسال", one: "عنوان واحد بانتظار الإرسال", two: "عنوانان بانتظار الإرسال", few: number("ar", d.count, 0) + " عناوين بانتظار الإرسال", many: number("ar", d.count, 0) + " عنوانًا بانتظار الإرسال", other: number("ar", d.count, 0) + " عنوان بانتظار الإرسال" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, ar, { zero: "لا عناوين للإرسال", one: "سيُرسل عنوان واحد عند عودة هذا الجهاز إلى الاتصال", two: "سيُرسل عنوانان عند عودة هذا الجهاز إلى الاتصال", few: "ستُرسل " + number("ar", d.count, 0) + " عناوين عند عودة هذا الجهاز إلى الاتصال", many: "سيُرسل " + number("ar", d.count, 0) + " عنوانًا عند عودة هذا الجهاز إلى الاتصال", other: "سيُرسل " + number("ar", d.count, 0) + " عنوان عند عودة هذا الجهاز إلى الاتصال" }),
  "kiosk.offline": () => "غير متصل"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
