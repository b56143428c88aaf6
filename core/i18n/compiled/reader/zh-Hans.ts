// Compiled from core/i18n/messages/reader/zh-Hans.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number, plural } from "@messageformat/runtime";
const zh = (n) => 'other';
const messages = {
  "language.label": () => "语言",
  "viewer.back": () => "返回",
  "viewer.uploadYourOwn": () => "上传自己的宣传册",
  "viewer.fullScreen": () => "全屏",
  "viewer.exitFullScreen": () => "退出全屏",
  "viewer.loading": () => "正在加载翻页书",
  "viewer.notFound": () => "未找到翻页书",
  "viewer.share": () => "分享",
  "viewer.qrCode": () => "二维码",
  "viewer.views": (d) => plural(d.count, 0, zh, { other: number("zh", d.count, 0) + " 次浏览" }),
  "viewer.noImage": () => "无图像",
  "viewer.noPages": () => "无页面",
  "viewer.zoomed": (d) => d.place + "，已放大 " + number("zh", d.scale, 0) + " 倍",
  "viewer.pageOf": (d) => "第 " + d.page + " 页，共 " + d.pages + " 页。轻点可翻到下一页。",
  "viewer.stage.cover": () => "宣传册，封面。点击翻页。",
  "viewer.stage.halfOpen": () => "宣传册，半展开。点击翻页。",
  "viewer.stage.open": () => "宣传册，已展开。点击翻页。",
  "viewer.stage.back": () => "宣传册，封底。点击翻页。",
  "viewer.madeWith": (d) => "使用 <0>" + d.product + "</0> 制作",
  "viewer.opensInNewTab": () => "（在新标签页中打开）",
  "place.cover": () => "封面",
  "place.inside": (d) => "内页 " + d.number,
  "place.insideFlap": () => "内折页",
  "place.backCover": () => "封底",
  "place.firstPage": () => "第 1 页——封面",
  "place.page": (d) => "第 " + d.number + " 页",
  "lead.readerTitle": () => "通过电子邮件获取这份宣传册",
  "header.signIn": () => "登录",
  "theme.toDark": () => "切换到深色主题",
  "theme.toLight": () => "切换到浅色主题",
  "footer.rights": (d) => "© " + d.year + " " + d.product + "。保留所有权利。",
  "footer.help": () => "需要帮助？请联系",
  "viewer.shareText": (d) => "来看看这本电子翻页书：" + d.title,
  "home.library": () => "您的资料库",
  "home.flipbooks": () => "您的翻页书"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
