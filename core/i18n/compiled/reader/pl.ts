// Compiled from core/i18n/messages/reader/pl.json by tooling/catalogues.ts: do not edit.
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
  "language.label": () => "Język",
  "viewer.back": () => "Wstecz",
  "viewer.uploadYourOwn": () => "Prześlij własną broszurę",
  "viewer.fullScreen": () => "Pełny ekran",
  "viewer.exitFullScreen": () => "Zamknij pełny ekran",
  "viewer.loading": () => "Wczytywanie flipbooka",
  "viewer.notFound": () => "Nie znaleziono flipbooka",
  "viewer.share": () => "Udostępnij",
  "viewer.qrCode": () => "Kod QR",
  "viewer.views": (d) => plural(d.count, 0, pl, { one: number("pl", d.count, 0) + " wyświetlenie", few: number("pl", d.count, 0) + " wyświetlenia", many: number("pl", d.count, 0) + " wyświetleń", other: number("pl", d.count, 0) + " wyświetlenia" }),
  "viewer.noImage": () => "Brak obrazu",
  "viewer.noPages": () => "Brak stron",
  "viewer.zoomed": (d) => d.place + ", powiększenie " + number("pl", d.scale, 0) + "×",
  "viewer.pageOf": (d) => "Strona " + d.page + " z " + d.pages + ". Dotknij, aby przejść do następnej strony.",
  "viewer.stage.cover": () => "Broszura, okładka. Kliknij, aby przewrócić stronę.",
  "viewer.stage.halfOpen": () => "Broszura, półotwarta. Kliknij, aby przewrócić stronę.",
  "viewer.stage.open": () => "Broszura, otwarta. Kliknij, aby przewrócić stronę.",
  "viewer.stage.back": () => "Broszura, tylna okładka. Kliknij, aby przewrócić stronę.",
  "viewer.madeWith": (d) => "Utworzono za pomocą <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(otwiera się w nowej karcie)",
  "place.cover": () => "Okładka",
  "place.inside": (d) => "Wnętrze " + d.number,
  "place.insideFlap": () => "Skrzydełko wewnętrzne",
  "place.backCover": () => "Tylna okładka",
  "place.firstPage": () => "Strona 1 – okładka",
  "place.page": (d) => "Strona " + d.number,
  "lead.readerTitle": () => "Otrzymaj tę broszurę e-mailem",
  "header.signIn": () => "Zaloguj się",
  "theme.toDark": () => "Przełącz na ciemny motyw",
  "theme.toLight": () => "Przełącz na jasny motyw",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". Wszelkie prawa zastrzeżone.",
  "footer.help": () => "Potrzebujesz pomocy? Napisz na",
  "viewer.shareText": (d) => "Zobacz ten cyfrowy flipbook: " + d.title,
  "home.library": () => "Twoja biblioteka",
  "home.flipbooks": () => "Twoje flipbooki",
  "home.loadingLibrary": () => "Wczytywanie biblioteki",
  "landing.welcome": (d) => "Witamy w " + d.product,
  "landing.tagline": () => "Zamieniaj broszury PDF w interaktywne flipbooki, którymi podzielisz się przez link lub kod QR.",
  "landing.getStarted": () => "Zacznij",
  "landing.browser.title": () => "Tworzone w przeglądarce",
  "landing.browser.text": () => "Twój PDF nigdy nie opuszcza urządzenia – wysyłane są tylko strony.",
  "landing.share.title": () => "Udostępniaj przez link lub QR",
  "landing.share.text": () => "Każdy może otworzyć Twój flipbook, bez zakładania konta.",
  "landing.offline.title": () => "Działa offline",
  "landing.offline.text": () => "Prezentuj swoją bibliotekę na wydarzeniach, nawet bez sieci."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
