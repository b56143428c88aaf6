// Compiled from core/i18n/messages/reader/pt-BR.json by tooling/catalogues.ts: do not edit.
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
  "language.label": () => "Idioma",
  "viewer.back": () => "Voltar",
  "viewer.uploadYourOwn": () => "Envie o seu",
  "viewer.fullScreen": () => "Tela cheia",
  "viewer.exitFullScreen": () => "Sair da tela cheia",
  "viewer.loading": () => "Carregando o flipbook",
  "viewer.notFound": () => "Flipbook não encontrado",
  "viewer.share": () => "Compartilhar",
  "viewer.qrCode": () => "QR Code",
  "viewer.views": (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " visualização", many: number("pt", d.count, 0) + " de visualizações", other: number("pt", d.count, 0) + " visualizações" }),
  "viewer.noImage": () => "Sem imagem",
  "viewer.noPages": () => "Sem páginas",
  "viewer.zoomed": (d) => d.place + ", zoom de " + number("pt", d.scale, 0) + "×",
  "viewer.pageOf": (d) => "Página " + d.page + " de " + d.pages + ". Toque para ir à próxima página.",
  "viewer.stage.cover": () => "Folheto, capa. Clique para virar a página.",
  "viewer.stage.halfOpen": () => "Folheto, meio aberto. Clique para virar a página.",
  "viewer.stage.open": () => "Folheto, aberto. Clique para virar a página.",
  "viewer.stage.back": () => "Folheto, contracapa. Clique para virar a página.",
  "viewer.madeWith": (d) => "Feito com <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(abre em uma nova aba)",
  "place.cover": () => "Capa",
  "place.inside": (d) => "Interior " + d.number,
  "place.insideFlap": () => "Aba interna",
  "place.backCover": () => "Contracapa",
  "place.firstPage": () => "Página 1 — capa",
  "place.page": (d) => "Página " + d.number,
  "lead.readerTitle": () => "Receba este folheto por e-mail",
  "header.signIn": () => "Entrar",
  "theme.toDark": () => "Mudar para o tema escuro",
  "theme.toLight": () => "Mudar para o tema claro",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". Todos os direitos reservados.",
  "footer.help": () => "Precisa de ajuda? Escreva para",
  "viewer.shareText": (d) => "Confira este flipbook digital: " + d.title,
  "home.library": () => "Sua biblioteca",
  "home.flipbooks": () => "Seus flipbooks",
  "home.loadingLibrary": () => "Carregando sua biblioteca",
  "landing.welcome": (d) => "Boas-vindas ao " + d.product,
  "landing.tagline": () => "Transforme seus folhetos em PDF em flipbooks interativos para compartilhar por link ou QR code.",
  "landing.getStarted": () => "Começar",
  "landing.browser.title": () => "Feito no seu navegador",
  "landing.browser.text": () => "Seu PDF nunca sai do seu dispositivo; só as páginas saem.",
  "landing.share.title": () => "Compartilhe por link ou QR",
  "landing.share.text": () => "Qualquer pessoa pode abrir seu flipbook, sem precisar de conta.",
  "landing.offline.title": () => "Funciona offline",
  "landing.offline.text": () => "Apresente sua biblioteca em eventos, mesmo sem rede."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
