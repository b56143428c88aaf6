import { describe, expect, it } from 'vitest';
import {
  FLIPBOOKS_OVER_LIMIT,
  idleSecondsFit,
  idleSecondsProblem,
  KIT_LIMITS,
  kitFlipbooksCheck,
  kitNameCheck,
  kitNameProblem,
  pinProblem,
} from './event-kit';

describe('event kit settings', () => {
  it('needs a name of at most 80 characters, spaces around it not counting', () => {
    expect(kitNameProblem('Spring fair')).toBeNull();
    expect(kitNameProblem(`  ${'a'.repeat(KIT_LIMITS.maxNameChars)}  `)).toBeNull();
    expect(kitNameProblem('   ')).toBe('Give the kit a name');
    expect(kitNameProblem('a'.repeat(81))).toBe("A kit's name may be at most 80 characters");
    expect(kitNameProblem('Spring\u202Efair')).toBe(
      "A kit's name cannot contain invisible characters, line breaks or control characters",
    );
  });

  it('tells the form why a name is refused by a code', () => {
    expect(kitNameCheck(' ')).toBe('missing');
    expect(kitNameCheck('a'.repeat(81))).toBe('tooLong');
    expect(kitNameCheck('Spring\nfair')).toBe('unseen');
    expect(kitNameCheck(' Spring fair ')).toBeNull();
  });

  it('takes an idle period of 10 to 600 whole seconds, 30 by default', () => {
    expect(KIT_LIMITS.idleSeconds.default).toBe(30);
    for (const ok of [10, 30, 600]) expect(idleSecondsProblem(ok)).toBeNull();
    for (const bad of [9, 601, 12.5, Number.NaN]) {
      expect(idleSecondsFit(bad)).toBe(false);
      expect(idleSecondsProblem(bad)).toBe('Choose a whole number of seconds from 10 to 600');
    }
  });

  it('takes a PIN of 4 to 8 digits and nothing else', () => {
    for (const ok of ['0000', '2468', '12345678']) expect(pinProblem(ok)).toBeNull();
    for (const bad of ['123', '123456789', '12a4', ' 1234', '１２３４', ''])
      expect(pinProblem(bad)).toBe('A PIN is 4 to 8 digits');
  });
});

describe("a kit's flipbooks", () => {
  it('asks for at least one and refuses more than the limit', () => {
    expect(kitFlipbooksCheck(0)).toBe('none');
    expect(kitFlipbooksCheck(KIT_LIMITS.maxFlipbooks)).toBeNull();
    expect(kitFlipbooksCheck(KIT_LIMITS.maxFlipbooks + 1)).toBe('tooMany');
    expect(FLIPBOOKS_OVER_LIMIT).toBe('A kit holds at most 50 flipbooks');
  });
});
