// Compiled from core/i18n/messages/visitor/de.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const de = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "lead.kioskTitle": () => "Diese Broschüre an mich senden",
  "lead.description": (d) => "Geben Sie Ihre E-Mail-Adresse an, dann senden wir Ihnen den Link zu „" + d.title + "“.",
  "lead.close": () => "Schließen",
  "lead.loading": () => "Formular wird geladen",
  "lead.unavailable": () => "Das Formular kann gerade nicht angezeigt werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "lead.email": () => "E-Mail",
  "lead.name": () => "Name (optional)",
  "lead.company": () => "Firma (optional)",
  "lead.note": () => "Anmerkung (optional)",
  "lead.consent": (d) => d.creator + " darf mich zu dieser Broschüre kontaktieren",
  "lead.send": () => "Senden",
  "lead.sending": () => "Wird gesendet…",
  "lead.thanks": () => "Danke! Wir senden Ihnen den Link per E-Mail.",
  "lead.thanksOffline": () => "Danke! Wir senden Ihnen den Link per E-Mail, sobald wir wieder online sind.",
  "lead.clears": () => "Dieses Formular leert sich für die nächste Person von selbst.",
  "lead.consentRefused": () => "Setzen Sie das Häkchen, um einer Kontaktaufnahme zuzustimmen",
  "lead.formOff": () => "Für diese Broschüre können keine E-Mail-Adressen hinterlassen werden",
  "lead.tooMany": () => "Aus Ihrem Netzwerk wurden zu viele Adressen gesendet. Bitte versuchen Sie es in einer Stunde erneut.",
  "lead.networkFailure": () => "Senden fehlgeschlagen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "forget.title": () => "Mich vergessen",
  "forget.explain": () => "Sie haben Ihre E-Mail-Adresse hinterlassen, um eine Broschüre zu erhalten. Möchten Sie sie löschen, zusammen mit Name, Firma und Anmerkung, die Sie dazu angegeben haben? Der Ersteller der Broschüre sieht diese Angaben dann nicht mehr, nur noch, dass und wann ein Kontakt vergessen wurde.",
  "forget.button": () => "Mich vergessen",
  "forget.deleting": () => "Wird gelöscht…",
  "forget.incomplete": () => "Dieser Link ist unvollständig. Kopieren Sie den ganzen Link aus der E-Mail.",
  "forget.failed": () => "Es wurde nichts gelöscht. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "forget.done": () => "Sie wurden vergessen",
  "forget.doneExplain": () => "Die Adresse und die Angaben, die Sie für die Broschüre hinterlassen haben, wurden gelöscht. Der Ersteller der Broschüre sieht sie nicht mehr.",
  "privacy.title": () => "Ihre Adresse und diese Broschüre",
  "privacy.intro": (d) => "Sie haben Ihre E-Mail-Adresse hinterlassen, um eine mit " + d.product + " erstellte Broschüre zu erhalten. Das geschieht mit ihr.",
  "privacy.keptTerm": () => "Was gespeichert wird",
  "privacy.kept": () => "Die E-Mail-Adresse, die Sie hinterlassen haben, sowie Name, Firma und Anmerkung, falls Sie diese angegeben haben; die angeforderte Broschüre, wann und wo (an einem Messestand, über einen geteilten Link oder auf einer Seite, die sie zeigt) und der Wortlaut, dem Sie zugestimmt haben. Nichts über Ihren Browser oder Ihr Gerät, auch nicht Ihre IP-Adresse.",
  "privacy.whoTerm": () => "Wer sie sieht",
  "privacy.who": (d) => "Nur der Ersteller der Broschüre, der Sie dazu kontaktieren darf. " + d.product + " nutzt sie für nichts anderes: keine Werbung, keine Listen, niemand sonst.",
  "privacy.getTerm": () => "Was Sie erhalten",
  "privacy.get": (d) => "Eine E-Mail mit dem Link zur Broschüre. Dieselbe Broschüre wird an eine Adresse höchstens einmal am Tag gesendet, und insgesamt höchstens " + d.count + " Broschüren am Tag.",
  "privacy.howLongTerm": () => "Wie lange",
  "privacy.howLong": () => "Bis Sie darum bitten, vergessen zu werden, der Ersteller sie löscht oder das Konto des Erstellers gelöscht wird.",
  "privacy.forgetTerm": () => "So werden Sie vergessen",
  "privacy.forget": () => "Nutzen Sie „Mich vergessen“ am Ende der E-Mail: Ihre Adresse und Ihre Angaben werden sofort gelöscht. Der Ersteller erfährt nur, dass und wann ein Kontakt vergessen wurde, damit er ihn aus zuvor exportierten Listen entfernen kann.",
  "lead.check.email": () => "Geben Sie eine gültige E-Mail-Adresse ein",
  "lead.check.tooLong": (d) => plural(d.max, 0, de, { one: "Höchstens " + number("de", d.max, 0) + " Zeichen", other: "Höchstens " + number("de", d.max, 0) + " Zeichen" }),
  "lead.check.oneLine": () => "Nur eine Zeile, ohne unsichtbare Zeichen oder Steuerzeichen"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
