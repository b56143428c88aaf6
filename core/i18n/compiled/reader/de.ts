// Compiled from core/i18n/messages/reader/de.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const de = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "language.label": () => "Sprache",
  "viewer.back": () => "Zurück",
  "viewer.uploadYourOwn": () => "Eigene hochladen",
  "viewer.fullScreen": () => "Vollbild",
  "viewer.exitFullScreen": () => "Vollbild beenden",
  "viewer.loading": () => "Flipbook wird geladen",
  "viewer.notFound": () => "Flipbook nicht gefunden",
  "viewer.share": () => "Teilen",
  "viewer.qrCode": () => "QR-Code",
  "viewer.views": (d) => plural(d.count, 0, de, { one: number("de", d.count, 0) + " Aufruf", other: number("de", d.count, 0) + " Aufrufe" }),
  "viewer.noImage": () => "Kein Bild",
  "viewer.noPages": () => "Keine Seiten",
  "viewer.zoomed": (d) => d.place + ", " + number("de", d.scale, 0) + "-fach vergrößert",
  "viewer.pageOf": (d) => "Seite " + d.page + " von " + d.pages + ". Tippen für die nächste Seite.",
  "viewer.stage.cover": () => "Broschüre, Titelseite. Zum Umblättern klicken.",
  "viewer.stage.halfOpen": () => "Broschüre, halb geöffnet. Zum Umblättern klicken.",
  "viewer.stage.open": () => "Broschüre, geöffnet. Zum Umblättern klicken.",
  "viewer.stage.back": () => "Broschüre, Rückseite. Zum Umblättern klicken.",
  "viewer.madeWith": (d) => "Erstellt mit <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(öffnet in neuem Tab)",
  "place.cover": () => "Titelseite",
  "place.inside": (d) => "Innenseite " + d.number,
  "place.insideFlap": () => "Innenklappe",
  "place.backCover": () => "Rückseite",
  "place.firstPage": () => "Seite 1 – Titelseite",
  "place.page": (d) => "Seite " + d.number,
  "lead.readerTitle": () => "Diese Broschüre per E-Mail erhalten",
  "header.signIn": () => "Anmelden",
  "theme.toDark": () => "Zum dunklen Design wechseln",
  "theme.toLight": () => "Zum hellen Design wechseln",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". Alle Rechte vorbehalten.",
  "footer.help": () => "Brauchen Sie Hilfe? Schreiben Sie an",
  "viewer.shareText": (d) => "Sehen Sie sich dieses digitale Flipbook an: " + d.title,
  "home.library": () => "Ihre Bibliothek",
  "home.flipbooks": () => "Ihre Flipbooks",
  "home.loadingLibrary": () => "Ihre Bibliothek wird geladen",
  "landing.welcome": (d) => "Willkommen bei " + d.product,
  "landing.tagline": () => "Machen Sie aus Ihren PDF-Broschüren interaktive Flipbooks, die Sie per Link oder QR-Code teilen.",
  "landing.getStarted": () => "Jetzt starten",
  "landing.browser.title": () => "In Ihrem Browser erstellt",
  "landing.browser.text": () => "Ihr PDF verlässt Ihr Gerät nie – nur die Seiten.",
  "landing.share.title": () => "Per Link oder QR-Code teilen",
  "landing.share.text": () => "Jeder kann Ihr Flipbook öffnen, ganz ohne Konto.",
  "landing.offline.title": () => "Funktioniert offline",
  "landing.offline.text": () => "Präsentieren Sie Ihre Bibliothek auf Messen, auch ohne Netz."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
