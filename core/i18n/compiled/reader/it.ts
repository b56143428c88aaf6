// Compiled from core/i18n/messages/reader/it.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const it = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i1000000 = i.slice(-6);
  return n == 1 && v0 ? 'one'
    : i != 0 && i1000000 == 0 && v0 ? 'many'
    : 'other';
};
const messages = {
  "language.label": () => "Lingua",
  "viewer.back": () => "Indietro",
  "viewer.uploadYourOwn": () => "Carica il tuo",
  "viewer.fullScreen": () => "Schermo intero",
  "viewer.exitFullScreen": () => "Esci da schermo intero",
  "viewer.loading": () => "Caricamento del flipbook",
  "viewer.notFound": () => "Flipbook non trovato",
  "viewer.share": () => "Condividi",
  "viewer.qrCode": () => "Codice QR",
  "viewer.views": (d) => plural(d.count, 0, it, { one: number("it", d.count, 0) + " visualizzazione", many: number("it", d.count, 0) + " di visualizzazioni", other: number("it", d.count, 0) + " visualizzazioni" }),
  "viewer.noImage": () => "Nessuna immagine",
  "viewer.noPages": () => "Nessuna pagina",
  "viewer.zoomed": (d) => d.place + ", zoom " + number("it", d.scale, 0) + "×",
  "viewer.pageOf": (d) => "Pagina " + d.page + " di " + d.pages + ". Tocca per passare alla pagina successiva.",
  "viewer.stage.cover": () => "Brochure, copertina. Fai clic per girare pagina.",
  "viewer.stage.halfOpen": () => "Brochure, aperta a metà. Fai clic per girare pagina.",
  "viewer.stage.open": () => "Brochure, aperta. Fai clic per girare pagina.",
  "viewer.stage.back": () => "Brochure, retro. Fai clic per girare pagina.",
  "viewer.madeWith": (d) => "Creato con <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(si apre in una nuova scheda)",
  "place.cover": () => "Copertina",
  "place.inside": (d) => "Interno " + d.number,
  "place.insideFlap": () => "Aletta interna",
  "place.backCover": () => "Retro",
  "place.firstPage": () => "Pagina 1 — copertina",
  "place.page": (d) => "Pagina " + d.number,
  "lead.readerTitle": () => "Ricevi questa brochure via e-mail",
  "header.signIn": () => "Accedi",
  "theme.toDark": () => "Passa al tema scuro",
  "theme.toLight": () => "Passa al tema chiaro",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". Tutti i diritti riservati.",
  "footer.help": () => "Serve aiuto? Scrivi a",
  "viewer.shareText": (d) => "Dai un’occhiata a questo flipbook digitale: " + d.title,
  "home.library": () => "La tua libreria",
  "home.flipbooks": () => "I tuoi flipbook",
  "home.loadingLibrary": () => "Caricamento della tua libreria",
  "landing.welcome": (d) => "Benvenuto in " + d.product,
  "landing.tagline": () => "Trasforma le tue brochure PDF in flipbook interattivi da condividere con un link o un codice QR.",
  "landing.getStarted": () => "Inizia",
  "landing.browser.title": () => "Creato nel tuo browser",
  "landing.browser.text": () => "Il tuo PDF non lascia mai il dispositivo: solo le pagine lo fanno.",
  "landing.share.title": () => "Condividi con link o QR",
  "landing.share.text": () => "Chiunque può aprire il tuo flipbook, senza bisogno di un account.",
  "landing.offline.title": () => "Funziona offline",
  "landing.offline.text": () => "Presenta la tua libreria agli eventi, anche senza rete."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
