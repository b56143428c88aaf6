// Compiled from core/i18n/messages/visitor/pl.json by tooling/catalogues.ts: do not edit.
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
  "lead.kioskTitle": () => "Wyślij mi tę broszurę",
  "lead.description": (d) => "Zostaw swój adres e-mail, a wyślemy Ci link do „" + d.title + "”.",
  "lead.close": () => "Zamknij",
  "lead.loading": () => "Wczytywanie formularza",
  "lead.unavailable": () => "Nie można teraz wyświetlić tego formularza. Sprawdź połączenie i spróbuj ponownie.",
  "lead.email": () => "E-mail",
  "lead.name": () => "Imię i nazwisko (opcjonalnie)",
  "lead.company": () => "Firma (opcjonalnie)",
  "lead.note": () => "Uwagi (opcjonalnie)",
  "lead.consent": (d) => d.creator + " może się ze mną kontaktować w sprawie tej broszury",
  "lead.send": () => "Wyślij",
  "lead.sending": () => "Wysyłanie…",
  "lead.thanks": () => "Dziękujemy! Wyślemy Ci link e-mailem.",
  "lead.thanksOffline": () => "Dziękujemy! Wyślemy Ci link e-mailem, gdy tylko znów będziemy online.",
  "lead.clears": () => "Ten formularz sam się wyczyści dla następnej osoby.",
  "lead.consentRefused": () => "Zaznacz pole, aby wyrazić zgodę na kontakt",
  "lead.formOff": () => "Ta broszura nie zbiera adresów e-mail",
  "lead.tooMany": () => "Z Twojej sieci wysłano zbyt wiele adresów. Spróbuj ponownie za godzinę.",
  "lead.networkFailure": () => "Nie udało się wysłać. Sprawdź połączenie i spróbuj ponownie.",
  "forget.title": () => "Zapomnij o mnie",
  "forget.explain": () => "Twój adres e-mail został podany w celu otrzymania broszury. Czy usunąć go wraz z imieniem i nazwiskiem, firmą i uwagami podanymi razem z nim? Autor broszury nie będzie ich już widział, a jedynie to, że kontakt został zapomniany, i kiedy.",
  "forget.button": () => "Zapomnij o mnie",
  "forget.deleting": () => "Usuwanie…",
  "forget.incomplete": () => "Ten link jest niepełny. Skopiuj cały link z e-maila.",
  "forget.failed": () => "Nic nie zostało usunięte. Sprawdź połączenie i spróbuj ponownie.",
  "forget.done": () => "Zapomnieliśmy o Tobie",
  "forget.doneExplain": () => "Adres i dane podane w celu otrzymania broszury zostały usunięte. Jej autor już ich nie widzi.",
  "privacy.title": () => "Twój adres i ta broszura",
  "privacy.intro": (d) => "Twój adres e-mail został podany w celu otrzymania broszury utworzonej za pomocą " + d.product + ". Oto, co się z nim dzieje.",
  "privacy.keptTerm": () => "Co jest przechowywane",
  "privacy.kept": () => "Podany adres e-mail oraz imię i nazwisko, firma i uwagi, jeśli je podano; broszura, o którą poproszono, kiedy i gdzie (stoisko na wydarzeniu, udostępniony link lub strona, która ją wyświetla), oraz treść, na którą wyrażono zgodę. Żadnych informacji o Twojej przeglądarce ani urządzeniu, ani Twojego adresu IP.",
  "privacy.whoTerm": () => "Kto go widzi",
  "privacy.who": (d) => "Tylko autor broszury, który może się z Tobą kontaktować w jej sprawie. " + d.product + " nie wykorzystuje go do niczego innego: żadnych reklam, żadnych list, nikogo innego.",
  "privacy.getTerm": () => "Co otrzymujesz",
  "privacy.get": (d) => "Jeden e-mail z linkiem do broszury. Ta sama broszura jest wysyłana na dany adres najwyżej raz dziennie, a łączna liczba broszur nie przekracza " + d.count + " dziennie.",
  "privacy.howLongTerm": () => "Jak długo",
  "privacy.howLong": () => "Do chwili, gdy poprosisz o zapomnienie, autor go usunie lub konto autora zostanie usunięte.",
  "privacy.forgetTerm": () => "Jak poprosić o zapomnienie",
  "privacy.forget": () => "Użyj opcji „Zapomnij o mnie” na końcu e-maila: Twój adres i dane zostaną od razu usunięte. Autor dowie się tylko, że kontakt został zapomniany, i kiedy, aby mógł go usunąć z wcześniej wyeksportowanych list.",
  "lead.check.email": () => "Wpisz prawidłowy adres e-mail",
  "lead.check.tooLong": (d) => plural(d.max, 0, pl, { one: "Maksymalnie " + number("pl", d.max, 0) + " znak", few: "Maksymalnie " + number("pl", d.max, 0) + " znaki", many: "Maksymalnie " + number("pl", d.max, 0) + " znaków", other: "Maksymalnie " + number("pl", d.max, 0) + " znaku" }),
  "lead.check.oneLine": () => "Użyj jednego wiersza, bez znaków niewidocznych i sterujących"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
