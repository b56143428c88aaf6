// Compiled from core/i18n/messages/visitor/es.json by tooling/catalogues.ts: do not edit.
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
  "lead.kioskTitle": () => "Envíame este folleto",
  "lead.description": (d) => "Deja tu dirección de correo electrónico y te enviaremos el enlace a “" + d.title + "”.",
  "lead.close": () => "Cerrar",
  "lead.loading": () => "Cargando el formulario",
  "lead.unavailable": () => "Ahora mismo no se puede mostrar este formulario. Comprueba tu conexión y vuelve a intentarlo.",
  "lead.email": () => "Correo electrónico",
  "lead.name": () => "Nombre (opcional)",
  "lead.company": () => "Empresa (opcional)",
  "lead.note": () => "Nota (opcional)",
  "lead.consent": (d) => d.creator + " puede contactarme sobre este folleto",
  "lead.send": () => "Enviar",
  "lead.sending": () => "Enviando…",
  "lead.thanks": () => "¡Gracias! Te enviaremos el enlace por correo electrónico.",
  "lead.thanksOffline": () => "¡Gracias! Te enviaremos el enlace por correo electrónico en cuanto volvamos a estar en línea.",
  "lead.clears": () => "Este formulario se borra solo para el siguiente visitante.",
  "lead.consentRefused": () => "Marca la casilla para aceptar que te contacten",
  "lead.formOff": () => "Este folleto no pide direcciones de correo electrónico",
  "lead.tooMany": () => "Se enviaron demasiadas direcciones desde tu red. Vuelve a intentarlo dentro de una hora.",
  "lead.networkFailure": () => "No se pudo enviar. Comprueba tu conexión y vuelve a intentarlo.",
  "forget.title": () => "Olvídame",
  "forget.explain": () => "Dejaste tu dirección de correo electrónico para recibir un folleto. ¿Quieres eliminarla, junto con el nombre, la empresa y la nota que dejaste con ella? El creador del folleto ya no los verá; solo verá que se olvidó un contacto y cuándo.",
  "forget.button": () => "Olvídame",
  "forget.deleting": () => "Eliminando…",
  "forget.incomplete": () => "Este enlace no está completo. Copia el enlace completo del correo electrónico.",
  "forget.failed": () => "No se eliminó nada. Comprueba tu conexión y vuelve a intentarlo.",
  "forget.done": () => "Te hemos olvidado",
  "forget.doneExplain": () => "La dirección y los datos que dejaste para el folleto se han eliminado. Su creador ya no los ve.",
  "privacy.title": () => "Tu dirección y este folleto",
  "privacy.intro": (d) => "Dejaste tu dirección de correo electrónico para recibir un folleto creado con " + d.product + ". Esto es lo que pasa con ella.",
  "privacy.keptTerm": () => "Qué se guarda",
  "privacy.kept": () => "La dirección de correo electrónico que dejaste y, si los diste, el nombre, la empresa y la nota; el folleto que pediste, cuándo, dónde (un stand en un evento, un enlace compartido o una página que lo muestra) y el texto que aceptaste. Nada sobre tu navegador o tu dispositivo, ni tu dirección IP.",
  "privacy.whoTerm": () => "Quién la ve",
  "privacy.who": (d) => "Solo el creador del folleto, que puede contactarte sobre él. " + d.product + " no la usa para nada más: ni publicidad, ni listas, ni nadie más.",
  "privacy.getTerm": () => "Qué recibes",
  "privacy.get": (d) => "Un correo electrónico con el enlace del folleto. El mismo folleto se envía a una dirección como máximo una vez al día, y como máximo " + d.count + " folletos al día en total.",
  "privacy.howLongTerm": () => "Durante cuánto tiempo",
  "privacy.howLong": () => "Hasta que pidas que te olvidemos, el creador la elimine o se elimine la cuenta del creador.",
  "privacy.forgetTerm": () => "Cómo hacer que te olvidemos",
  "privacy.forget": () => "Usa “Olvídame” al final del correo electrónico: tu dirección y tus datos se eliminan al instante. Al creador solo se le informa de que se olvidó un contacto, y de cuándo, para que pueda quitarlo de las listas que haya exportado antes.",
  "lead.check.email": () => "Introduce una dirección de correo electrónico válida",
  "lead.check.tooLong": (d) => plural(d.max, 0, es, { one: "Como máximo " + number("es", d.max, 0) + " carácter", many: "Como máximo " + number("es", d.max, 0) + " caracteres", other: "Como máximo " + number("es", d.max, 0) + " caracteres" }),
  "lead.check.oneLine": () => "Usa una sola línea, sin caracteres invisibles ni de control"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
