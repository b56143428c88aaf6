// Compiled from core/i18n/messages/reader/ar.json by tooling/catalogues.ts: do not edit.
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
  "language.label": () => "اللغة",
  "viewer.back": () => "رجوع",
  "viewer.uploadYourOwn": () => "ارفع كتيّبك",
  "viewer.fullScreen": () => "ملء الشاشة",
  "viewer.exitFullScreen": () => "الخروج من ملء الشاشة",
  "viewer.loading": () => "جارٍ تحميل الكتيّب الرقمي",
  "viewer.notFound": () => "لم يُعثر على الكتيّب الرقمي",
  "viewer.share": () => "مشاركة",
  "viewer.qrCode": () => "رمز QR",
  "viewer.views": (d) => plural(d.count, 0, ar, { zero: number("ar", d.count, 0) + " مشاهدة", one: number("ar", d.count, 0) + " مشاهدة", two: number("ar", d.count, 0) + " مشاهدتان", few: number("ar", d.count, 0) + " مشاهدات", many: number("ar", d.count, 0) + " مشاهدة", other: number("ar", d.count, 0) + " مشاهدة" }),
  "viewer.noImage": () => "لا توجد صورة",
  "viewer.noPages": () => "لا توجد صفحات",
  "viewer.zoomed": (d) => d.place + "، تكبير " + number("ar", d.scale, 0) + "×",
  "viewer.pageOf": (d) => "الصفحة " + d.page + " من " + d.pages + ". اضغط للانتقال إلى الصفحة التالية.",
  "viewer.stage.cover": () => "الكتيّب، الغلاف. انقر لقلب الصفحة.",
  "viewer.stage.halfOpen": () => "الكتيّب، نصف مفتوح. انقر لقلب الصفحة.",
  "viewer.stage.open": () => "الكتيّب، مفتوح. انقر لقلب الصفحة.",
  "viewer.stage.back": () => "الكتيّب، الغلاف الخلفي. انقر لقلب الصفحة.",
  "viewer.madeWith": (d) => "أُنشئ باستخدام <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(يُفتح في علامة تبويب جديدة)",
  "place.cover": () => "الغلاف",
  "place.inside": (d) => "الجزء الداخلي " + d.number,
  "place.insideFlap": () => "الطيّة الداخلية",
  "place.backCover": () => "الغلاف الخلفي",
  "place.firstPage": () => "الصفحة 1 — الغلاف",
  "place.page": (d) => "الصفحة " + d.number,
  "lead.readerTitle": () => "احصل على هذا الكتيّب عبر البريد الإلكتروني",
  "header.signIn": () => "تسجيل الدخول",
  "theme.toDark": () => "التبديل إلى المظهر الداكن",
  "theme.toLight": () => "التبديل إلى المظهر الفاتح",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". جميع الحقوق محفوظة.",
  "footer.help": () => "هل تحتاج إلى مساعدة؟ راسلنا على",
  "viewer.shareText": (d) => "اطّلع على هذا الكتيّب الرقمي: " + d.title,
  "home.library": () => "مكتبتك",
  "home.flipbooks": () => "كتيّباتك الرقمية",
  "home.loadingLibrary": () => "جارٍ تحميل مكتبتك",
  "landing.welcome": (d) => "مرحبًا بك في " + d.product,
  "landing.tagline": () => "حوّل كتيّبات PDF إلى كتيّبات رقمية تفاعلية وشاركها برابط أو رمز QR.",
  "landing.getStarted": () => "ابدأ الآن",
  "landing.browser.title": () => "يُصنع في متصفحك",
  "landing.browser.text": () => "لا يغادر ملف PDF جهازك أبدًا؛ الصفحات وحدها تغادره.",
  "landing.share.title": () => "شارك برابط أو رمز QR",
  "landing.share.text": () => "يمكن لأي شخص فتح كتيّبك الرقمي دون الحاجة إلى حساب.",
  "landing.offline.title": () => "يعمل دون اتصال",
  "landing.offline.text": () => "اعرض مكتبتك في الفعاليات، حتى دون شبكة."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
