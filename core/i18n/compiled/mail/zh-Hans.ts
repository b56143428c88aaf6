// Compiled from core/i18n/messages/mail/zh-Hans.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
  "lead.subject": (d) => "您的宣传册：" + d.title,
  "lead.heading": () => "您的宣传册",
  "lead.hello": () => "您好：",
  "lead.helloName": (d) => d.name + "，您好：",
  "lead.asked": (d) => "这是您索取的宣传册“" + d.title + "”：",
  "lead.askedAt": (d) => "这是您在 " + d.event + " 索取的宣传册“" + d.title + "”：",
  "lead.askedSentence": (d) => "这是您索取的宣传册“" + d.title + "”。",
  "lead.askedAtSentence": (d) => "这是您在 " + d.event + " 索取的宣传册“" + d.title + "”。",
  "lead.cover": (d) => "“" + d.title + "”的封面",
  "lead.open": () => "打开宣传册",
  "lead.contact": (d) => d.creator + " 可能会就这份宣传册与您联系。直接回复此邮件即可与对方联系。",
  "lead.privacy": () => "<0>保存哪些信息以及保存多久</0>。",
  "lead.privacyLine": (d) => "保存哪些信息以及保存多久：" + d.link,
  "lead.forget": () => "<0>删除我的信息</0> <1>会删除您留下的地址和信息。</1>",
  "lead.forgetLine": (d) => "删除我的信息（删除您留下的地址和信息）：" + d.link,
  "mail.ignore": () => "如果您没有提出过此请求，可以忽略这封邮件。"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
