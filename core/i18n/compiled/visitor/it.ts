// Compiled from core/i18n/messages/visitor/it.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const it = (n) => {
  const s = String(n).split('.'), i = s[0], v0 = !s[1], i1000000 = i.slice(-6);
  return n == 1 && v0 ? 'one'
    : i != 0 && i1000000 == 0 && v0 ? 'many'
    : 'other';
};
const messages = {
  "lead.kioskTitle": () => "Inviami questa brochure",
  "lead.description": (d) => "Lascia il tuo indirizzo e-mail e ti invieremo il link a “" + d.title + "”.",
  "lead.close": () => "Chiudi",
  "lead.loading": () => "Caricamento del modulo",
  "lead.unavailable": () => "Al momento non è possibile mostrare questo modulo. Controlla la connessione e riprova.",
  "lead.email": () => "E-mail",
  "lead.name": () => "Nome (opzionale)",
  "lead.company": () => "Azienda (opzionale)",
  "lead.note": () => "Nota (opzionale)",
  "lead.consent": (d) => d.creator + " può contattarmi in merito a questa brochure",
  "lead.send": () => "Invia",
  "lead.sending": () => "Invio in corso…",
  "lead.thanks": () => "Grazie! Ti invieremo il link via e-mail.",
  "lead.thanksOffline": () => "Grazie! Ti invieremo il link via e-mail appena saremo di nuovo online.",
  "lead.clears": () => "Questo modulo si svuota da solo per il prossimo visitatore.",
  "lead.consentRefused": () => "Seleziona la casella per acconsentire al contatto",
  "lead.formOff": () => "Questa brochure non richiede indirizzi e-mail",
  "lead.tooMany": () => "Dalla tua rete sono stati inviati troppi indirizzi. Riprova tra un’ora.",
  "lead.networkFailure": () => "Invio non riuscito. Controlla la connessione e riprova.",
  "forget.title": () => "Dimenticami",
  "forget.explain": () => "Hai lasciato il tuo indirizzo e-mail per ricevere una brochure. Vuoi eliminarlo, insieme al nome, all’azienda e alla nota che hai lasciato con esso? L’autore della brochure non li vedrà più: vedrà solo che un contatto è stato dimenticato, e quando.",
  "forget.button": () => "Dimenticami",
  "forget.deleting": () => "Eliminazione in corso…",
  "forget.incomplete": () => "Questo link non è completo. Copia l’intero link dall’e-mail.",
  "forget.failed": () => "Non è stato eliminato nulla. Controlla la connessione e riprova.",
  "forget.done": () => "Ti abbiamo dimenticato",
  "forget.doneExplain": () => "L’indirizzo e i dati che hai lasciato per la brochure sono stati eliminati. Il suo autore non li vede più.",
  "privacy.title": () => "Il tuo indirizzo e questa brochure",
  "privacy.intro": (d) => "Hai lasciato il tuo indirizzo e-mail per ricevere una brochure creata con " + d.product + ". Ecco cosa succede al tuo indirizzo.",
  "privacy.keptTerm": () => "Cosa viene conservato",
  "privacy.kept": () => "L’indirizzo e-mail che hai lasciato e, se li hai indicati, nome, azienda e nota; la brochure richiesta, quando, dove (uno stand a un evento, un link condiviso o una pagina che la mostra) e il testo che hai accettato. Nulla sul tuo browser o sul tuo dispositivo, né il tuo indirizzo IP.",
  "privacy.whoTerm": () => "Chi lo vede",
  "privacy.who": (d) => "Solo l’autore della brochure, che può contattarti in merito. " + d.product + " non lo usa per nient’altro: niente pubblicità, niente liste, nessun altro.",
  "privacy.getTerm": () => "Cosa ricevi",
  "privacy.get": (d) => "Un’e-mail con il link alla brochure. La stessa brochure viene inviata a un indirizzo al massimo una volta al giorno, e in tutto al massimo " + d.count + " brochure al giorno.",
  "privacy.howLongTerm": () => "Per quanto tempo",
  "privacy.howLong": () => "Finché non chiedi che ti dimentichiamo, l’autore non lo elimina o l’account dell’autore non viene eliminato.",
  "privacy.forgetTerm": () => "Come farti dimenticare",
  "privacy.forget": () => "Usa “Dimenticami” alla fine dell’e-mail: il tuo indirizzo e i tuoi dati vengono eliminati subito. All’autore viene comunicato solo che un contatto è stato dimenticato, e quando, così può rimuoverlo dalle liste che ha esportato in precedenza.",
  "lead.check.email": () => "Inserisci un indirizzo e-mail valido",
  "lead.check.tooLong": (d) => plural(d.max, 0, it, { one: "Al massimo " + number("it", d.max, 0) + " carattere", many: "Al massimo " + number("it", d.max, 0) + " caratteri", other: "Al massimo " + number("it", d.max, 0) + " caratteri" }),
  "lead.check.oneLine": () => "Usa una sola riga, senza caratteri invisibili o di controllo"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
