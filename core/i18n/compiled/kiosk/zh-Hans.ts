// Compiled from core/i18n/messages/kiosk/zh-Hans.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const zh = (n) => 'other';
const messages = {
  "kiosk.exit": () => "退出",
  "kiosk.exitHint": (d) => "按住 " + plural(d.seconds, 0, zh, { other: number("zh", d.seconds, 0) + " 秒" }) + "即可退出",
  "kiosk.exitHowTo": (d) => "长按 " + plural(d.seconds, 0, zh, { other: number("zh", d.seconds, 0) + " 秒" }) + "以退出",
  "kiosk.takeItWithYou": () => "随身带走",
  "kiosk.flipbooks": () => "此套件中的翻页书",
  "kiosk.show": (d) => "显示" + d.title,
  "kiosk.nothingLeft": () => "此套件中已没有可展示的翻页书。",
  "kiosk.touchToExplore": () => "触摸屏幕开始浏览",
  "kiosk.qrAlt": (d) => "“" + d.title + "”链接的二维码",
  "kiosk.scanShort": () => "扫码带走",
  "kiosk.scan": () => "扫码即可带走这份宣传册",
  "kiosk.leadsWaiting": (d) => plural(d.count, 0, zh, { other: number("zh", d.count, 0) + " 个地址等待发送" }),
  "kiosk.leadsWhenOnline": (d) => plural(d.count, 0, zh, { other: number("zh", d.count, 0) + " 个地址将在此设备恢复联网后发送" }),
  "kiosk.offline": () => "离线"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
