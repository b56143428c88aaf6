import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnseen } from '#core/human-text';
import { domainReady, showIn, t, type Worded } from '#pwa/i18n/i18n';
import '../kits-texts';
import { kitFormChecks } from './kit-form-checks';

beforeAll(() => domainReady('kits'));
// showIn names the page's language and direction on the document.
beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));
afterEach(async () => {
  await showIn('en');
  vi.unstubAllGlobals();
});

const said = (draft: { name: string; chosen: number; idle: string }) =>
  Object.values(kitFormChecks(draft)).map(
    (check: Worded | null) => check && t(check.id, check.values),
  );

describe("the kit form's checks", () => {
  it("keep the product's English word for word", () => {
    expect(said({ name: ' ', chosen: 0, idle: '' })).toEqual([
      'Give the kit a name',
      'Choose at least one flipbook',
      'Choose a whole number of seconds from 10 to 600',
    ]);
    expect(said({ name: 'a'.repeat(81), chosen: 51, idle: '12.5' })).toEqual([
      "A kit's name may be at most 80 characters",
      'A kit holds at most 50 flipbooks',
      'Choose a whole number of seconds from 10 to 600',
    ]);
    expect(said({ name: 'Spring\u202Efair', chosen: 1, idle: '30' })).toEqual([
      "A kit's name cannot contain invisible characters, line breaks or control characters",
      null,
      null,
    ]);
  });

  it("are worded in the page's language", async () => {
    await showIn('de');
    expect(said({ name: '', chosen: 51, idle: '5' })).toEqual([
      'Geben Sie dem Kit einen Namen',
      'Ein Kit enthält höchstens 50 Flipbooks',
      'Wählen Sie eine ganze Zahl von Sekunden zwischen 10 und 600',
    ]);
  });
});

describe('a device name with unseen characters', () => {
  it('is refused in the page’s language, English as before', async () => {
    expect(hasUnseen('Tablet\u200B2')).toBe(true);
    expect(t('kits.device.unseen')).toBe(
      "A device's name cannot contain invisible characters, line breaks or control characters",
    );
    await showIn('de');
    expect(t('kits.device.unseen')).toBe(
      'Der Name eines Geräts darf keine unsichtbaren Zeichen, Zeilenumbrüche oder Steuerzeichen enthalten',
    );
  });
});
