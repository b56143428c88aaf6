// Compiled from core/i18n/messages/visitor/pt-BR.json by tooling/catalogues.ts: do not edit.
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
  "lead.kioskTitle": () => "Me envie este folheto",
  "lead.description": (d) => "Deixe seu endereço de e-mail e enviaremos para você o link de “" + d.title + "”.",
  "lead.close": () => "Fechar",
  "lead.loading": () => "Carregando o formulário",
  "lead.unavailable": () => "Não é possível mostrar este formulário agora. Verifique sua conexão e tente novamente.",
  "lead.email": () => "E-mail",
  "lead.name": () => "Nome (opcional)",
  "lead.company": () => "Empresa (opcional)",
  "lead.note": () => "Observação (opcional)",
  "lead.consent": (d) => d.creator + " pode entrar em contato comigo sobre este folheto",
  "lead.send": () => "Enviar",
  "lead.sending": () => "Enviando…",
  "lead.thanks": () => "Obrigado! Enviaremos o link para você por e-mail.",
  "lead.thanksOffline": () => "Obrigado! Enviaremos o link para você por e-mail assim que estivermos on-line de novo.",
  "lead.clears": () => "Este formulário se apaga sozinho para o próximo visitante.",
  "lead.consentRefused": () => "Marque a caixa para aceitar receber contato",
  "lead.formOff": () => "Este folheto não pede endereços de e-mail",
  "lead.tooMany": () => "Muitos endereços foram enviados da sua rede. Tente novamente daqui a uma hora.",
  "lead.networkFailure": () => "Não foi possível enviar. Verifique sua conexão e tente novamente.",
  "forget.title": () => "Esqueça-me",
  "forget.explain": () => "Você deixou seu endereço de e-mail para receber um folheto. Quer excluí-lo, junto com o nome, a empresa e a observação que deixou com ele? O criador do folheto não os verá mais, apenas que um contato foi esquecido, e quando.",
  "forget.button": () => "Esqueça-me",
  "forget.deleting": () => "Excluindo…",
  "forget.incomplete": () => "Este link está incompleto. Copie o link inteiro do e-mail.",
  "forget.failed": () => "Nada foi excluído. Verifique sua conexão e tente novamente.",
  "forget.done": () => "Esquecemos você",
  "forget.doneExplain": () => "O endereço e os dados que você deixou para o folheto foram excluídos. O criador do folheto não os vê mais.",
  "privacy.title": () => "Seu endereço e este folheto",
  "privacy.intro": (d) => "Você deixou seu endereço de e-mail para receber um folheto feito com " + d.product + ". Veja o que acontece com ele.",
  "privacy.keptTerm": () => "O que é guardado",
  "privacy.kept": () => "O endereço de e-mail que você deixou e, se você os informou, o nome, a empresa e a observação; o folheto que você pediu, quando, onde (um estande em um evento, um link compartilhado ou uma página que o exibe) e o texto com o qual você concordou. Nada sobre seu navegador ou dispositivo, nem seu endereço IP.",
  "privacy.whoTerm": () => "Quem vê",
  "privacy.who": (d) => "Apenas o criador do folheto, que pode entrar em contato com você sobre ele. " + d.product + " não o usa para mais nada: nada de publicidade, nada de listas, ninguém mais.",
  "privacy.getTerm": () => "O que você recebe",
  "privacy.get": (d) => "Um e-mail com o link do folheto. O mesmo folheto é enviado a um endereço no máximo uma vez por dia, e no máximo " + d.count + " folhetos por dia no total.",
  "privacy.howLongTerm": () => "Por quanto tempo",
  "privacy.howLong": () => "Até você pedir para ser esquecido, o criador excluí-lo ou a conta do criador ser excluída.",
  "privacy.forgetTerm": () => "Como ser esquecido",
  "privacy.forget": () => "Use “Esqueça-me” no fim do e-mail: seu endereço e seus dados são excluídos na hora. O criador é informado apenas de que um contato foi esquecido, e quando, para que possa removê-lo das listas que exportou antes.",
  "lead.check.email": () => "Digite um endereço de e-mail válido",
  "lead.check.tooLong": (d) => plural(d.max, 0, pt, { one: "No máximo " + number("pt", d.max, 0) + " caractere", many: "No máximo " + number("pt", d.max, 0) + " caracteres", other: "No máximo " + number("pt", d.max, 0) + " caracteres" }),
  "lead.check.oneLine": () => "Use uma única linha, sem caracteres invisíveis ou de controle"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
