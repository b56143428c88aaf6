// Compiled from core/i18n/messages/mail/ja.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "ご依頼のパンフレット：" + d.title,
  "lead.heading": () => "ご依頼のパンフレット",
  "lead.hello": () => "こんにちは。",
  "lead.helloName": (d) => d.name + " 様",
  "lead.asked": (d) => "ご依頼いただいたパンフレット「" + d.title + "」はこちらです。",
  "lead.askedAt": (d) => d.event + "でご依頼いただいたパンフレット「" + d.title + "」はこちらです。",
  "lead.askedSentence": (d) => "ご依頼いただいたパンフレット「" + d.title + "」はこちらです。",
  "lead.askedAtSentence": (d) => d.event + "でご依頼いただいたパンフレット「" + d.title + "」はこちらです。",
  "lead.cover": (d) => "「" + d.title + "」の表紙",
  "lead.open": () => "パンフレットを開く",
  "lead.contact": (d) => "このパンフレットについて、" + d.creator + "からご連絡することがあります。" + d.creator + "へのご連絡は、このメールに返信してください。",
  "lead.privacy": () => "<0>保存される情報と保存期間</0>",
  "lead.privacyLine": (d) => "保存される情報と保存期間：" + d.link,
  "lead.forget": () => "<1>入力されたアドレスと情報を削除するには：</1><0>私の情報を削除</0>",
  "lead.forgetLine": (d) => "私の情報を削除（入力されたアドレスと情報を削除します）：" + d.link,
  "mail.ignore": () => "お心当たりのない場合は、このメールを破棄してください。"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
