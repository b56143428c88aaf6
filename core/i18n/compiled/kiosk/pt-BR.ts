// Compiled from core/i18n/messages/kiosk/pt-BR.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const pt = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i1000000 = i.slice(-6);
  return (i == 0 || i == 1) ? 'one'
    : i != 0 && i1000000 == 0 && v0 ? 'many'
    : 'other';
};
const messages = {
  "kiosk.exit": () => "Sair",
  "kiosk.exitHint": (d) => "Segure por " + plural(d.seconds, 0, pt, { one: number("pt", d.seconds, 0) + " segundo", many: number("pt", d.seconds, 0) + " de segundos", other: number("pt", d.seconds, 0) + " segundos" }) + " para sair",
  "kiosk.exitHowTo": (d) => "Toque e segure por " + plural(d.seconds, 0, pt, { one: number("pt", d.seconds, 0) + " segundo", many: number("pt", d.seconds, 0) + " de segundos", other: number("pt", d.seconds, 0) + " segundos" }) + " para sair",
  "kiosk.takeItWithYou": () => "Leve com você",
  "kiosk.flipbooks": () => "Flipbooks deste kit",
  "kiosk.show": (d) => "Mostrar " + d.title,
  "kiosk.nothingLeft": () => "Este kit não tem mais flipbooks para apresentar.",
  "kiosk.touchToExplore": () => "Toque para explorar",
  "kiosk.qrAlt": (d) => "QR Code do link de “" + d.title + "”",
  "kiosk.scanShort": () => "Escaneie e leve com você",
  "kiosk.scan": () => "Escaneie para levar este folheto com você",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " endereço aguardando envio", many: number("pt", d.count, 0) + " de endereços aguardando envio", other: number("pt", d.count, 0) + " endereços aguardando envio" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " endereço será enviado quando este dispositivo voltar a ficar on-line", many: number("pt", d.count, 0) + " de endereços serão enviados quando este dispositivo voltar a ficar on-line", other: number("pt", d.count, 0) + " endereços serão enviados quando este dispositivo voltar a ficar on-line" }),
  "kiosk.offline": () => "Off-line"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
