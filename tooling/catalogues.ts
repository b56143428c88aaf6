import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import * as cardinals from 'make-plural/cardinals';
import { isLocale, PSEUDO_LOCALE, pluralLanguageOf } from '../core/i18n/locales';
import { pseudoMessage } from './pseudo-locale';

/**
 * Compiles the message catalogues (core/i18n/messages/<domain>/<locale>.json, ICU MessageFormat)
 * into modules of functions (core/i18n/compiled/<domain>/<locale>.ts), so that no page parses a
 * message and the runtime is a few helpers: `tsx tooling/catalogues.ts` writes them (npm run build
 * runs it), and `--check` (npm run check) fails when one is missing or differs from its catalogue.
 */
const root = fileURLToPath(new URL('../core/i18n/', import.meta.url));
const sources = path.join(root, 'messages');
const target = path.join(root, 'compiled');

const readCatalogue = (domain: string, locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(sources, domain, `${locale}.json`), 'utf8'));

/** A domain's catalogue in `locale`; the pseudo-language's is made from English's. */
function catalogueOf(domain: string, locale: string): Record<string, string> {
  if (locale === PSEUDO_LOCALE)
    return Object.fromEntries(
      Object.entries(readCatalogue(domain, 'en')).map(([id, m]) => [id, pseudoMessage(m)]),
    );
  if (!isLocale(locale))
    throw new Error(`${domain}/${locale}.json: not a language Flipfold speaks`);
  return readCatalogue(domain, locale);
}

function compiledModule(domain: string, locale: string): string {
  const catalogue = catalogueOf(domain, locale);
  // A message that does not parse, or a plural case its language does not have, throws here.
  const code = compileModule(new MessageFormat(pluralLanguageOf(locale)), catalogue);
  if (!code.includes('\nexport default {')) throw new Error('The compiler wrote an unknown form');
  // The language's plural rule is written into its module rather than imported: a bundle would
  // put the shared module of every language's rules in the page, for English readers too.
  const inlined = code.replace(
    /^import \{ (\w+) \} from "@messageformat\/runtime\/lib\/cardinals";$/m,
    (_, name: string) => {
      const rule: unknown = (cardinals as Record<string, unknown>)[name];
      if (typeof rule !== 'function') throw new Error(`No plural rule for ${name}`);
      return `const ${name} = ${rule.toString()};`;
    },
  );
  // Its numbers come from Flipfold's own helper, which spares a page its first number formatter.
  const withNumber = inlined.replace(
    /^import \{ number(, )?(.*) \} from "@messageformat\/runtime";$/m,
    (_, more: string | undefined, rest: string) =>
      `import { number } from "../../number";${more ? `\nimport { ${rest} } from "@messageformat/runtime";` : ''}`,
  );
  return [
    `// Compiled from core/i18n/messages/${domain}/${locale === PSEUDO_LOCALE ? 'en.json, in the pseudo-language,' : `${locale}.json`} by tooling/catalogues.ts: do not edit.`,
    '// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.',
    withNumber.replace('\nexport default {', '\nconst messages = {').trimEnd(),
    'export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;',
    '',
  ].join('\n');
}

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const domain of fs.readdirSync(sources)) {
  fs.mkdirSync(path.join(target, domain), { recursive: true });
  const files = fs.readdirSync(path.join(sources, domain));
  for (const locale of [...files.map((file) => path.basename(file, '.json')), PSEUDO_LOCALE]) {
    const out = path.join(target, domain, `${locale}.ts`);
    const text = compiledModule(domain, locale);
    const now = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : null;
    if (now === text) continue;
    if (check) stale.push(path.relative(process.cwd(), out));
    else fs.writeFileSync(out, text);
  }
}
if (stale.length > 0) {
  console.error(
    `Compiled catalogues out of date (run tsx tooling/catalogues.ts):\n${stale.join('\n')}`,
  );
  process.exit(1);
}
