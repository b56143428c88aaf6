// Compiled from core/i18n/messages/reader/es.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const es = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i1000000 = i.slice(-6);
  return n == 1 ? 'one'
    : i != 0 && i1000000 == 0 && v0 ? 'many'
    : 'other';
};
const messages = {
  "language.label": () => "Idioma",
  "viewer.back": () => "Atrás",
  "viewer.uploadYourOwn": () => "Sube el tuyo",
  "viewer.fullScreen": () => "Pantalla completa",
  "viewer.exitFullScreen": () => "Salir de pantalla completa",
  "viewer.loading": () => "Cargando el flipbook",
  "viewer.notFound": () => "No se encontró el flipbook",
  "viewer.share": () => "Compartir",
  "viewer.qrCode": () => "Código QR",
  "viewer.views": (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " visita", many: number("es", d.count, 0) + " de visitas", other: number("es", d.count, 0) + " visitas" }),
  "viewer.noImage": () => "Sin imagen",
  "viewer.noPages": () => "Sin páginas",
  "viewer.zoomed": (d) => d.place + ", zoom " + number("es", d.scale, 0) + "×",
  "viewer.pageOf": (d) => "Página " + d.page + " de " + d.pages + ". Toca para pasar a la página siguiente.",
  "viewer.stage.cover": () => "Folleto, portada. Haz clic para pasar la página.",
  "viewer.stage.halfOpen": () => "Folleto, medio abierto. Haz clic para pasar la página.",
  "viewer.stage.open": () => "Folleto, abierto. Haz clic para pasar la página.",
  "viewer.stage.back": () => "Folleto, contraportada. Haz clic para pasar la página.",
  "viewer.madeWith": (d) => "Creado con <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(se abre en una pestaña nueva)",
  "place.cover": () => "Portada",
  "place.inside": (d) => "Interior " + d.number,
  "place.insideFlap": () => "Solapa interior",
  "place.backCover": () => "Contraportada",
  "place.firstPage": () => "Página 1 — portada",
  "place.page": (d) => "Página " + d.number,
  "lead.readerTitle": () => "Recibe este folleto por correo electrónico",
  "header.signIn": () => "Iniciar sesión",
  "theme.toDark": () => "Cambiar al tema oscuro",
  "theme.toLight": () => "Cambiar al tema claro",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". Todos los derechos reservados.",
  "footer.help": () => "¿Necesitas ayuda? Escribe a",
  "viewer.shareText": (d) => "Echa un vistazo a este flipbook digital: " + d.title,
  "home.library": () => "Tu biblioteca",
  "home.flipbooks": () => "Tus flipbooks",
  "home.loadingLibrary": () => "Cargando tu biblioteca",
  "landing.welcome": (d) => "Te damos la bienvenida a " + d.product,
  "landing.tagline": () => "Convierte tus folletos PDF en flipbooks interactivos que puedes compartir por enlace o código QR.",
  "landing.getStarted": () => "Empezar",
  "landing.browser.title": () => "Hecho en tu navegador",
  "landing.browser.text": () => "Tu PDF nunca sale de tu dispositivo; solo lo hacen las páginas.",
  "landing.share.title": () => "Comparte por enlace o QR",
  "landing.share.text": () => "Cualquiera puede abrir tu flipbook, sin necesidad de cuenta.",
  "landing.offline.title": () => "Funciona sin conexión",
  "landing.offline.text": () => "Presenta tu biblioteca en eventos, incluso sin red."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
