// Compiled from core/i18n/messages/kiosk/ja.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const ja = (n) => 'other';
const messages = {
  "kiosk.exit": () => "終了",
  "kiosk.exitHint": (d) => plural(d.seconds, 0, ja, { other: number("ja", d.seconds, 0) + "秒間" }) + "長押しすると終了します",
  "kiosk.exitHowTo": (d) => "終了するには" + plural(d.seconds, 0, ja, { other: number("ja", d.seconds, 0) + "秒間" }) + "長押ししてください",
  "kiosk.takeItWithYou": () => "お持ち帰りください",
  "kiosk.flipbooks": () => "このキットのフリップブック",
  "kiosk.show": (d) => d.title + "を表示",
  "kiosk.nothingLeft": () => "このキットには表示できるフリップブックがもうありません。",
  "kiosk.touchToExplore": () => "タッチしてご覧ください",
  "kiosk.qrAlt": (d) => "「" + d.title + "」へのリンクのQRコード",
  "kiosk.scanShort": () => "スキャンしてお持ち帰り",
  "kiosk.scan": () => "スキャンしてこのパンフレットをお持ち帰りください",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, ja, { other: number("ja", d.count, 0) + "件のアドレスが送信待ちです" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, ja, { other: number("ja", d.count, 0) + "件のアドレスは、この端末がオンラインに戻ると送信されます" }),
  "kiosk.offline": () => "オフライン"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
