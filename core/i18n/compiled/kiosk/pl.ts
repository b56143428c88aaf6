// Compiled from core/i18n/messages/kiosk/pl.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const pl = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i10 = i.slice(-1), i100 = i.slice(-2);
  return n == 1 && v0 ? 'one'
    : v0 && (i10 >= 2 && i10 <= 4) && (i100 < 12 || i100 > 14) ? 'few'
    : v0 && i != 1 && (i10 == 0 || i10 == 1) || v0 && (i10 >= 5 && i10 <= 9) || v0 && (i100 >= 12 && i100 <= 14) ? 'many'
    : 'other';
};
const messages = {
  "kiosk.exit": () => "Wyjdź",
  "kiosk.exitHint": (d) => "Przytrzymaj przez " + plural(d.seconds, 0, pl, { one: number("pl", d.seconds, 0) + " sekundę", few: number("pl", d.seconds, 0) + " sekundy", many: number("pl", d.seconds, 0) + " sekund", other: number("pl", d.seconds, 0) + " sekundy" }) + ", aby wyjść",
  "kiosk.exitHowTo": (d) => "Naciśnij i przytrzymaj przez " + plural(d.seconds, 0, pl, { one: number("pl", d.seconds, 0) + " sekundę", few: number("pl", d.seconds, 0) + " sekundy", many: number("pl", d.seconds, 0) + " sekund", other: number("pl", d.seconds, 0) + " sekundy" }) + ", aby wyjść",
  "kiosk.takeItWithYou": () => "Zabierz ze sobą",
  "kiosk.flipbooks": () => "Flipbooki w tym zestawie",
  "kiosk.show": (d) => "Pokaż " + d.title,
  "kiosk.nothingLeft": () => "W tym zestawie nie ma już flipbooków do pokazania.",
  "kiosk.touchToExplore": () => "Dotknij, aby przeglądać",
  "kiosk.qrAlt": (d) => "Kod QR linku do „" + d.title + "”",
  "kiosk.scanShort": () => "Zeskanuj i zabierz ze sobą",
  "kiosk.scan": () => "Zeskanuj, aby zabrać tę broszurę ze sobą",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, pl, { one: number("pl", d.count, 0) + " adres czeka na wysłanie", few: number("pl", d.count, 0) + " adresy czekają na wysłanie", many: number("pl", d.count, 0) + " adresów czeka na wysłanie", other: number("pl", d.count, 0) + " adresu czeka na wysłanie" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, pl, { one: number("pl", d.count, 0) + " adres zostanie wysłany, gdy to urządzenie znów będzie online", few: number("pl", d.count, 0) + " adresy zostaną wysłane, gdy to urządzenie znów będzie online", many: number("pl", d.count, 0) + " adresów zostanie wysłanych, gdy to urządzenie znów będzie online", other: number("pl", d.count, 0) + " adresu zostanie wysłane, gdy to urządzenie znów będzie online" }),
  "kiosk.offline": () => "Offline"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
