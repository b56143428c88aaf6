// Compiled from core/i18n/messages/reader/ja.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number, plural } from "@messageformat/runtime";
const ja = (n) => 'other';
const messages = {
  "language.label": () => "言語",
  "viewer.back": () => "戻る",
  "viewer.uploadYourOwn": () => "自分のパンフレットをアップロード",
  "viewer.fullScreen": () => "全画面表示",
  "viewer.exitFullScreen": () => "全画面表示を終了",
  "viewer.loading": () => "フリップブックを読み込み中",
  "viewer.notFound": () => "フリップブックが見つかりません",
  "viewer.share": () => "共有",
  "viewer.qrCode": () => "QRコード",
  "viewer.views": (d) => plural(d.count, 0, ja, { other: number("ja", d.count, 0) + "回閲覧" }),
  "viewer.noImage": () => "画像なし",
  "viewer.noPages": () => "ページなし",
  "viewer.zoomed": (d) => d.place + "、" + number("ja", d.scale, 0) + "倍に拡大",
  "viewer.pageOf": (d) => d.pages + "ページ中" + d.page + "ページ目。タップすると次のページを表示します。",
  "viewer.stage.cover": () => "パンフレット、表紙。クリックしてめくります。",
  "viewer.stage.halfOpen": () => "パンフレット、半分開いた状態。クリックしてめくります。",
  "viewer.stage.open": () => "パンフレット、開いた状態。クリックしてめくります。",
  "viewer.stage.back": () => "パンフレット、裏表紙。クリックしてめくります。",
  "viewer.madeWith": (d) => "<0>" + d.product + "</0>で作成",
  "viewer.opensInNewTab": () => "（新しいタブで開きます）",
  "place.cover": () => "表紙",
  "place.inside": (d) => "中面" + d.number,
  "place.insideFlap": () => "内側の折り返し",
  "place.backCover": () => "裏表紙",
  "place.firstPage": () => "1ページ（表紙）",
  "place.page": (d) => d.number + "ページ",
  "lead.readerTitle": () => "このパンフレットをメールで受け取る",
  "header.signIn": () => "サインイン",
  "theme.toDark": () => "ダークテーマに切り替え",
  "theme.toLight": () => "ライトテーマに切り替え",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". All rights reserved.",
  "footer.help": () => "お困りの際のお問い合わせ先:",
  "viewer.shareText": (d) => "このデジタルフリップブックをご覧ください: " + d.title,
  "home.library": () => "ライブラリ",
  "home.flipbooks": () => "あなたのフリップブック"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
