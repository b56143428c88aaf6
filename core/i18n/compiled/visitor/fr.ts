// Compiled from core/i18n/messages/visitor/fr.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const fr = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i1000000 = i.slice(-6);
  return n >= 0 && n < 2 ? 'one'
    : i != 0 && i1000000 == 0 && v0 ? 'many'
    : 'other';
};
const messages = {
  "lead.kioskTitle": () => "Envoyez-moi cette brochure",
  "lead.description": (d) => "Laissez votre adresse e-mail et nous vous enverrons le lien vers « " + d.title + " ».",
  "lead.close": () => "Fermer",
  "lead.loading": () => "Chargement du formulaire",
  "lead.unavailable": () => "Ce formulaire ne peut pas s’afficher pour le moment. Vérifiez votre connexion et réessayez.",
  "lead.email": () => "E-mail",
  "lead.name": () => "Nom (facultatif)",
  "lead.company": () => "Entreprise (facultatif)",
  "lead.note": () => "Commentaire (facultatif)",
  "lead.consent": (d) => d.creator + " peut me contacter au sujet de cette brochure",
  "lead.send": () => "Envoyer",
  "lead.sending": () => "Envoi en cours…",
  "lead.thanks": () => "Merci ! Nous vous enverrons le lien par e-mail.",
  "lead.thanksOffline": () => "Merci ! Nous vous enverrons le lien par e-mail dès que nous serons de nouveau en ligne.",
  "lead.clears": () => "Ce formulaire s’efface de lui-même pour le visiteur suivant.",
  "lead.consentRefused": () => "Cochez la case pour accepter qu’on vous contacte",
  "lead.formOff": () => "Cette brochure ne demande pas d’adresse e-mail",
  "lead.tooMany": () => "Trop d’adresses ont été envoyées depuis votre réseau. Veuillez réessayer dans une heure.",
  "lead.networkFailure": () => "Envoi impossible. Vérifiez votre connexion et réessayez.",
  "forget.title": () => "Oubliez-moi",
  "forget.explain": () => "Vous avez laissé votre adresse e-mail pour recevoir une brochure. Voulez-vous la supprimer, ainsi que le nom, l’entreprise et le commentaire laissés avec elle ? Le créateur de la brochure ne les verra plus ; il verra seulement qu’un contact a été oublié, et quand.",
  "forget.button": () => "Oubliez-moi",
  "forget.deleting": () => "Suppression en cours…",
  "forget.incomplete": () => "Ce lien est incomplet. Copiez le lien entier depuis l’e-mail.",
  "forget.failed": () => "Rien n’a été supprimé. Vérifiez votre connexion et réessayez.",
  "forget.done": () => "Vous avez été oublié",
  "forget.doneExplain": () => "L’adresse et les informations que vous avez laissées pour la brochure ont été supprimées. Son créateur ne les voit plus.",
  "privacy.title": () => "Votre adresse et cette brochure",
  "privacy.intro": (d) => "Vous avez laissé votre adresse e-mail pour recevoir une brochure créée avec " + d.product + ". Voici ce qu’il en advient.",
  "privacy.keptTerm": () => "Ce qui est conservé",
  "privacy.kept": () => "L’adresse e-mail que vous avez laissée, ainsi que le nom, l’entreprise et le commentaire si vous les avez indiqués ; la brochure demandée, quand, où (un stand lors d’un événement, un lien partagé ou une page qui l’affiche) et le texte que vous avez accepté. Rien sur votre navigateur ni sur votre appareil, ni votre adresse IP.",
  "privacy.whoTerm": () => "Qui la voit",
  "privacy.who": (d) => "Uniquement le créateur de la brochure, qui peut vous contacter à son sujet. " + d.product + " ne l’utilise pour rien d’autre : ni publicité, ni listes, ni personne d’autre.",
  "privacy.getTerm": () => "Ce que vous recevez",
  "privacy.get": (d) => "Un e-mail avec le lien de la brochure. Une même brochure est envoyée à une adresse au plus une fois par jour, et au plus " + d.count + " brochures par jour au total.",
  "privacy.howLongTerm": () => "Pendant combien de temps",
  "privacy.howLong": () => "Jusqu’à ce que vous demandiez à être oublié, que le créateur la supprime ou que le compte du créateur soit supprimé.",
  "privacy.forgetTerm": () => "Comment être oublié",
  "privacy.forget": () => "Utilisez « Oubliez-moi » à la fin de l’e-mail : votre adresse et vos informations sont supprimées immédiatement. Le créateur est seulement informé qu’un contact a été oublié, et quand, afin de pouvoir le retirer des listes qu’il a exportées auparavant.",
  "lead.check.email": () => "Saisissez une adresse e-mail valide",
  "lead.check.tooLong": (d) => plural(d.max, 0, fr, { one: number("fr", d.max, 0) + " caractère au maximum", many: number("fr", d.max, 0) + " caractères au maximum", other: number("fr", d.max, 0) + " caractères au maximum" }),
  "lead.check.oneLine": () => "Une seule ligne, sans caractères invisibles ni caractères de contrôle"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
