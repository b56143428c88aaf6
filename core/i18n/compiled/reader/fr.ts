// Compiled from core/i18n/messages/reader/fr.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const fr = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i1000000 = i.slice(-6);
  return n >= 0 && n < 2 ? 'one'
    : i != 0 && i1000000 == 0 && v0 ? 'many'
    : 'other';
};
const messages = {
  "language.label": () => "Langue",
  "viewer.back": () => "Retour",
  "viewer.uploadYourOwn": () => "Importer le vôtre",
  "viewer.fullScreen": () => "Plein écran",
  "viewer.exitFullScreen": () => "Quitter le plein écran",
  "viewer.loading": () => "Chargement du flipbook",
  "viewer.notFound": () => "Flipbook introuvable",
  "viewer.share": () => "Partager",
  "viewer.qrCode": () => "QR code",
  "viewer.views": (d) => plural(d.count, 0, fr, { one: number("fr", d.count, 0) + " vue", many: number("fr", d.count, 0) + " de vues", other: number("fr", d.count, 0) + " vues" }),
  "viewer.noImage": () => "Aucune image",
  "viewer.noPages": () => "Aucune page",
  "viewer.zoomed": (d) => d.place + ", zoom " + number("fr", d.scale, 0) + "×",
  "viewer.pageOf": (d) => "Page " + d.page + " sur " + d.pages + ". Touchez pour passer à la page suivante.",
  "viewer.stage.cover": () => "Brochure, couverture. Cliquez pour tourner la page.",
  "viewer.stage.halfOpen": () => "Brochure, à moitié ouverte. Cliquez pour tourner la page.",
  "viewer.stage.open": () => "Brochure, ouverte. Cliquez pour tourner la page.",
  "viewer.stage.back": () => "Brochure, dos. Cliquez pour tourner la page.",
  "viewer.madeWith": (d) => "Créé avec <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(s’ouvre dans un nouvel onglet)",
  "place.cover": () => "Couverture",
  "place.inside": (d) => "Intérieur " + d.number,
  "place.insideFlap": () => "Rabat intérieur",
  "place.backCover": () => "Dos",
  "place.firstPage": () => "Page 1 — couverture",
  "place.page": (d) => "Page " + d.number,
  "lead.readerTitle": () => "Recevoir cette brochure par e-mail",
  "header.signIn": () => "Se connecter",
  "theme.toDark": () => "Passer au thème sombre",
  "theme.toLight": () => "Passer au thème clair",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". Tous droits réservés.",
  "footer.help": () => "Besoin d’aide ? Écrivez à",
  "viewer.shareText": (d) => "Découvrez ce flipbook numérique : " + d.title,
  "home.library": () => "Votre bibliothèque",
  "home.flipbooks": () => "Vos flipbooks",
  "home.loadingLibrary": () => "Chargement de votre bibliothèque",
  "landing.welcome": (d) => "Bienvenue sur " + d.product,
  "landing.tagline": () => "Transformez vos brochures PDF en flipbooks interactifs à partager par lien ou QR code.",
  "landing.getStarted": () => "Commencer",
  "landing.browser.title": () => "Créé dans votre navigateur",
  "landing.browser.text": () => "Votre PDF ne quitte jamais votre appareil ; seules les pages le font.",
  "landing.share.title": () => "Partagez par lien ou QR code",
  "landing.share.text": () => "Tout le monde peut ouvrir votre flipbook, sans compte.",
  "landing.offline.title": () => "Fonctionne hors ligne",
  "landing.offline.text": () => "Présentez votre bibliothèque lors d’événements, même sans réseau."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
