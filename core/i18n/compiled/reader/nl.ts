// Compiled from core/i18n/messages/reader/nl.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const nl = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "language.label": () => "Taal",
  "viewer.back": () => "Terug",
  "viewer.uploadYourOwn": () => "Upload je eigen",
  "viewer.fullScreen": () => "Volledig scherm",
  "viewer.exitFullScreen": () => "Volledig scherm sluiten",
  "viewer.loading": () => "Flipbook wordt geladen",
  "viewer.notFound": () => "Flipbook niet gevonden",
  "viewer.share": () => "Delen",
  "viewer.qrCode": () => "QR-code",
  "viewer.views": (d) => plural(d.count, 0, nl, { one: number("nl", d.count, 0) + " weergave", other: number("nl", d.count, 0) + " weergaven" }),
  "viewer.noImage": () => "Geen afbeelding",
  "viewer.noPages": () => "Geen pagina’s",
  "viewer.zoomed": (d) => d.place + ", " + number("nl", d.scale, 0) + "× ingezoomd",
  "viewer.pageOf": (d) => "Pagina " + d.page + " van " + d.pages + ". Tik voor de volgende pagina.",
  "viewer.stage.cover": () => "Brochure, voorkant. Klik om te bladeren.",
  "viewer.stage.halfOpen": () => "Brochure, half open. Klik om te bladeren.",
  "viewer.stage.open": () => "Brochure, open. Klik om te bladeren.",
  "viewer.stage.back": () => "Brochure, achterkant. Klik om te bladeren.",
  "viewer.madeWith": (d) => "Gemaakt met <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(opent in een nieuw tabblad)",
  "place.cover": () => "Voorkant",
  "place.inside": (d) => "Binnenkant " + d.number,
  "place.insideFlap": () => "Binnenflap",
  "place.backCover": () => "Achterkant",
  "place.firstPage": () => "Pagina 1 – voorkant",
  "place.page": (d) => "Pagina " + d.number,
  "lead.readerTitle": () => "Ontvang deze brochure per e-mail",
  "header.signIn": () => "Inloggen",
  "theme.toDark": () => "Naar donker thema",
  "theme.toLight": () => "Naar licht thema",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". Alle rechten voorbehouden.",
  "footer.help": () => "Hulp nodig? Mail naar",
  "viewer.shareText": (d) => "Bekijk dit digitale flipbook: " + d.title,
  "home.library": () => "Je bibliotheek",
  "home.flipbooks": () => "Je flipbooks",
  "home.loadingLibrary": () => "Je bibliotheek wordt geladen",
  "landing.welcome": (d) => "Welkom bij " + d.product,
  "landing.tagline": () => "Maak van je pdf-brochures interactieve flipbooks die je deelt via een link of QR-code.",
  "landing.getStarted": () => "Aan de slag",
  "landing.browser.title": () => "Gemaakt in je browser",
  "landing.browser.text": () => "Je pdf verlaat je apparaat nooit; alleen de pagina's.",
  "landing.share.title": () => "Delen via link of QR",
  "landing.share.text": () => "Iedereen kan je flipbook openen, zonder account.",
  "landing.offline.title": () => "Werkt offline",
  "landing.offline.text": () => "Presenteer je bibliotheek op evenementen, ook zonder netwerk."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
