// Compiled from core/i18n/messages/kiosk/es.json by tooling/catalogues.ts: do not edit.
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
  "kiosk.exit": () => "Salir",
  "kiosk.exitHint": (d) => "Mantén pulsado " + plural(d.seconds, 0, es, { one: number("es", d.seconds, 0) + " segundo", many: number("es", d.seconds, 0) + " de segundos", other: number("es", d.seconds, 0) + " segundos" }) + " para salir",
  "kiosk.exitHowTo": (d) => "Mantén pulsado durante " + plural(d.seconds, 0, es, { one: number("es", d.seconds, 0) + " segundo", many: number("es", d.seconds, 0) + " de segundos", other: number("es", d.seconds, 0) + " segundos" }) + " para salir",
  "kiosk.takeItWithYou": () => "Llévatelo",
  "kiosk.flipbooks": () => "Flipbooks de este kit",
  "kiosk.show": (d) => "Mostrar " + d.title,
  "kiosk.nothingLeft": () => "A este kit no le quedan flipbooks que presentar.",
  "kiosk.touchToExplore": () => "Toca para explorar",
  "kiosk.qrAlt": (d) => "Código QR del enlace a “" + d.title + "”",
  "kiosk.scanShort": () => "Escanea para llevártelo",
  "kiosk.scan": () => "Escanea para llevarte este folleto",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " dirección pendiente de envío", many: number("es", d.count, 0) + " de direcciones pendientes de envío", other: number("es", d.count, 0) + " direcciones pendientes de envío" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " dirección se enviará cuando este dispositivo vuelva a estar en línea", many: number("es", d.count, 0) + " de direcciones se enviarán cuando este dispositivo vuelva a estar en línea", other: number("es", d.count, 0) + " direcciones se enviarán cuando este dispositivo vuelva a estar en línea" }),
  "kiosk.offline": () => "Sin conexión"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
