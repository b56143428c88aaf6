// Compiled from core/i18n/messages/visitor/nl.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const nl = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "lead.kioskTitle": () => "Stuur me deze brochure",
  "lead.description": (d) => "Laat je e-mailadres achter, dan sturen we je de link naar “" + d.title + "”.",
  "lead.close": () => "Sluiten",
  "lead.loading": () => "Formulier wordt geladen",
  "lead.unavailable": () => "Dit formulier kan nu niet worden weergegeven. Controleer je verbinding en probeer het opnieuw.",
  "lead.email": () => "E-mail",
  "lead.name": () => "Naam (optioneel)",
  "lead.company": () => "Bedrijf (optioneel)",
  "lead.note": () => "Opmerking (optioneel)",
  "lead.consent": (d) => d.creator + " mag contact met me opnemen over deze brochure",
  "lead.send": () => "Verzenden",
  "lead.sending": () => "Verzenden…",
  "lead.thanks": () => "Bedankt! We mailen je de link.",
  "lead.thanksOffline": () => "Bedankt! We mailen je de link zodra we weer online zijn.",
  "lead.clears": () => "Dit formulier wordt vanzelf gewist voor de volgende bezoeker.",
  "lead.consentRefused": () => "Vink het vakje aan om akkoord te gaan met contact",
  "lead.formOff": () => "Deze brochure vraagt niet om e-mailadressen",
  "lead.tooMany": () => "Er zijn te veel adressen verstuurd vanaf je netwerk. Probeer het over een uur opnieuw.",
  "lead.networkFailure": () => "Versturen is mislukt. Controleer je verbinding en probeer het opnieuw.",
  "forget.title": () => "Vergeet mij",
  "forget.explain": () => "Je hebt je e-mailadres achtergelaten om een brochure te ontvangen. Wil je het verwijderen, samen met de naam, het bedrijf en de opmerking die je erbij hebt achtergelaten? De maker van de brochure ziet ze dan niet meer, alleen dat er een contact is vergeten en wanneer.",
  "forget.button": () => "Vergeet mij",
  "forget.deleting": () => "Verwijderen…",
  "forget.incomplete": () => "Deze link is niet volledig. Kopieer de hele link uit de e-mail.",
  "forget.failed": () => "Er is niets verwijderd. Controleer je verbinding en probeer het opnieuw.",
  "forget.done": () => "Je bent vergeten",
  "forget.doneExplain": () => "Het adres en de gegevens die je voor de brochure hebt achtergelaten, zijn verwijderd. De maker ervan ziet ze niet meer.",
  "privacy.title": () => "Je adres en deze brochure",
  "privacy.intro": (d) => "Je hebt je e-mailadres achtergelaten om een brochure te ontvangen die met " + d.product + " is gemaakt. Dit gebeurt ermee.",
  "privacy.keptTerm": () => "Wat wordt bewaard",
  "privacy.kept": () => "Het e-mailadres dat je hebt achtergelaten, en de naam, het bedrijf en de opmerking als je die hebt opgegeven; de brochure die je hebt aangevraagd, wanneer, waar (een stand op een evenement, een gedeelde link of een pagina die de brochure toont) en de tekst waarmee je hebt ingestemd. Niets over je browser of apparaat, en niet je IP-adres.",
  "privacy.whoTerm": () => "Wie het ziet",
  "privacy.who": (d) => "Alleen de maker van de brochure, die er contact met je over mag opnemen. " + d.product + " gebruikt het nergens anders voor: geen reclame, geen lijsten, niemand anders.",
  "privacy.getTerm": () => "Wat je krijgt",
  "privacy.get": (d) => "Eén e-mail met de link naar de brochure. Dezelfde brochure wordt hoogstens één keer per dag naar een adres gestuurd, en in totaal hoogstens " + d.count + " brochures per dag.",
  "privacy.howLongTerm": () => "Hoe lang",
  "privacy.howLong": () => "Tot je vraagt om vergeten te worden, de maker het verwijdert of het account van de maker wordt verwijderd.",
  "privacy.forgetTerm": () => "Zo word je vergeten",
  "privacy.forget": () => "Gebruik “Vergeet mij” onderaan de e-mail: je adres en gegevens worden meteen verwijderd. De maker krijgt alleen te horen dat er een contact is vergeten, en wanneer, zodat die het kan verwijderen uit lijsten die eerder zijn geëxporteerd.",
  "lead.check.email": () => "Voer een geldig e-mailadres in",
  "lead.check.tooLong": (d) => plural(d.max, 0, nl, { one: "Maximaal " + number("nl", d.max, 0) + " teken", other: "Maximaal " + number("nl", d.max, 0) + " tekens" }),
  "lead.check.oneLine": () => "Gebruik één regel, zonder onzichtbare tekens of stuurtekens"
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
