// Compiled from core/i18n/messages/visitor/he.json by tooling/catalogues.ts: do not edit.
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
  "lead.kioskTitle": () => "שלחו לי את החוברת הזו",
  "lead.description": (d) => "השאירו את כתובת האימייל שלכם, ונשלח לכם את הקישור אל \"" + d.title + "\".",
  "lead.close": () => "סגירה",
  "lead.loading": () => "הטופס נטען",
  "lead.unavailable": () => "אי אפשר להציג את הטופס כרגע. יש לבדוק את החיבור ולנסות שוב.",
  "lead.email": () => "אימייל",
  "lead.name": () => "שם (לא חובה)",
  "lead.company": () => "חברה (לא חובה)",
  "lead.note": () => "הערה (לא חובה)",
  "lead.consent": (d) => "מותר ל-" + d.creator + " ליצור איתי קשר בנוגע לחוברת הזו",
  "lead.send": () => "שליחה",
  "lead.sending": () => "בשליחה…",
  "lead.thanks": () => "תודה! נשלח לכם את הקישור באימייל.",
  "lead.thanksOffline": () => "תודה! נשלח לכם את הקישור באימייל ברגע שנחזור להיות מחוברים.",
  "lead.clears": () => "הטופס מתאפס מעצמו לקראת המבקר הבא.",
  "lead.consentRefused": () => "יש לסמן את התיבה כדי להסכים ליצירת קשר",
  "lead.formOff": () => "החוברת הזו לא מבקשת כתובות אימייל",
  "lead.tooMany": () => "נשלחו יותר מדי כתובות מהרשת שלכם. אפשר לנסות שוב בעוד שעה.",
  "lead.networkFailure": () => "השליחה נכשלה. יש לבדוק את החיבור ולנסות שוב.",
  "forget.title": () => "שכחו אותי",
  "forget.explain": () => "השארתם את כתובת האימייל שלכם כדי לקבל חוברת. למחוק אותה, יחד עם השם, החברה וההערה שהשארתם איתה? יוצר החוברת לא יראה אותם יותר, אלא רק שפרטי קשר נשכחו, ומתי.",
  "forget.button": () => "שכחו אותי",
  "forget.deleting": () => "במחיקה…",
  "forget.incomplete": () => "הקישור הזה אינו שלם. יש להעתיק את הקישור המלא מהאימייל.",
  "forget.failed": () => "שום דבר לא נמחק. יש לבדוק את החיבור ולנסות שוב.",
  "forget.done": () => "שכחנו אתכם",
  "forget.doneExplain": () => "הכתובת והפרטים שהשארתם עבור החוברת נמחקו. יוצר החוברת כבר לא רואה אותם.",
  "privacy.title": () => "הכתובת שלכם והחוברת הזו",
  "privacy.intro": (d) => "השארתם את כתובת האימייל שלכם כדי לקבל חוברת שנוצרה באמצעות " + d.product + ". זה מה שקורה איתה.",
  "privacy.keptTerm": () => "מה נשמר",
  "privacy.kept": () => "כתובת האימייל שהשארתם, וכן השם, החברה וההערה אם מסרתם אותם; החוברת שביקשתם, מתי, היכן (דוכן באירוע, קישור משותף או דף שמציג אותה), והנוסח שהסכמתם לו. שום מידע על הדפדפן או המכשיר שלכם, וגם לא כתובת ה-IP שלכם.",
  "privacy.whoTerm": () => "מי רואה אותה",
  "privacy.who": (d) => "רק יוצר החוברת, שרשאי ליצור איתכם קשר בנוגע אליה. ב-" + d.product + " לא משתמשים בה לשום דבר אחר: בלי פרסום, בלי רשימות, ואף אחד אחר.",
  "privacy.getTerm": () => "מה תקבלו",
  "privacy.get": (d) => "אימייל אחד עם הקישור לחוברת. אותה חוברת נשלחת לכתובת מסוימת לכל היותר פעם ביום, ובסך הכול לכל היותר " + d.count + " חוברות ביום.",
  "privacy.howLongTerm": () => "לכמה זמן",
  "privacy.howLong": () => "עד שתבקשו שנשכח אתכם, היוצר ימחק אותה, או שחשבון היוצר יימחק.",
  "privacy.forgetTerm": () => "איך נשכחים",
  "privacy.forget": () => "השתמשו ב\"שכחו אותי\" בסוף האימייל: הכתובת והפרטים שלכם נמחקים מיד. היוצר מקבל הודעה רק על כך שפרטי קשר נשכחו, ומתי, כדי שיוכל להסיר אותם מרשימות שייצא קודם לכן.",
  "lead.check.email": () => "יש להזין כתובת אימייל תקינה",
  "lead.check.tooLong": (d) => plural(d.max, 0, he, { one: "עד תו אחד", two: "עד " + number("he", d.max, 0) + " תווים", other: "עד " + number("he", d.max, 0) + " תווים" }),
  "lead.check.oneLine": () => "יש להשתמש בשורה אחת, ללא תווים בלתי נראים או תווי בקרה"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
