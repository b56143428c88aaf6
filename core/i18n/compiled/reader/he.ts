// Compiled from core/i18n/messages/reader/he.json by tooling/catalogues.ts: do not edit.
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
  "language.label": () => "שפה",
  "viewer.back": () => "חזרה",
  "viewer.uploadYourOwn": () => "העלאת חוברת משלך",
  "viewer.fullScreen": () => "מסך מלא",
  "viewer.exitFullScreen": () => "יציאה ממסך מלא",
  "viewer.loading": () => "הפליפבוק נטען",
  "viewer.notFound": () => "הפליפבוק לא נמצא",
  "viewer.share": () => "שיתוף",
  "viewer.qrCode": () => "קוד QR",
  "viewer.views": (d) => plural(d.count, 0, he, { one: number("he", d.count, 0) + " צפייה", two: number("he", d.count, 0) + " צפיות", other: number("he", d.count, 0) + " צפיות" }),
  "viewer.noImage": () => "אין תמונה",
  "viewer.noPages": () => "אין עמודים",
  "viewer.zoomed": (d) => d.place + ", בהגדלה פי " + number("he", d.scale, 0),
  "viewer.pageOf": (d) => "עמוד " + d.page + " מתוך " + d.pages + ". יש להקיש כדי לעבור לעמוד הבא.",
  "viewer.stage.cover": () => "חוברת, כריכה. יש ללחוץ כדי לדפדף.",
  "viewer.stage.halfOpen": () => "חוברת, פתוחה למחצה. יש ללחוץ כדי לדפדף.",
  "viewer.stage.open": () => "חוברת, פתוחה. יש ללחוץ כדי לדפדף.",
  "viewer.stage.back": () => "חוברת, כריכה אחורית. יש ללחוץ כדי לדפדף.",
  "viewer.madeWith": (d) => "נוצר באמצעות <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(נפתח בכרטיסייה חדשה)",
  "place.cover": () => "כריכה",
  "place.inside": (d) => "פנים " + d.number,
  "place.insideFlap": () => "דש פנימי",
  "place.backCover": () => "כריכה אחורית",
  "place.firstPage": () => "עמוד 1 — כריכה",
  "place.page": (d) => "עמוד " + d.number,
  "lead.readerTitle": () => "קבלת החוברת הזו באימייל",
  "header.signIn": () => "כניסה",
  "theme.toDark": () => "מעבר לערכת נושא כהה",
  "theme.toLight": () => "מעבר לערכת נושא בהירה",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". כל הזכויות שמורות.",
  "footer.help": () => "צריכים עזרה? כתבו אל",
  "viewer.shareText": (d) => "כדאי לראות את הפליפבוק הדיגיטלי הזה: " + d.title,
  "home.library": () => "הספרייה שלכם",
  "home.flipbooks": () => "הפליפבוקים שלכם",
  "home.loadingLibrary": () => "הספרייה שלכם נטענת",
  "landing.welcome": (d) => "ברוכים הבאים ל-" + d.product,
  "landing.tagline": () => "הפכו חוברות PDF לפליפבוקים אינטראקטיביים שאפשר לשתף בקישור או בקוד QR.",
  "landing.getStarted": () => "מתחילים",
  "landing.browser.title": () => "נוצר בדפדפן",
  "landing.browser.text": () => "קובץ ה-PDF לא עוזב את המכשיר; רק הדפים.",
  "landing.share.title": () => "שיתוף בקישור או ב-QR",
  "landing.share.text": () => "כל אחד יכול לפתוח את הפליפבוק, בלי חשבון.",
  "landing.offline.title": () => "עובד גם בלי חיבור",
  "landing.offline.text": () => "הציגו את הספרייה שלכם באירועים, גם בלי רשת."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
