import { describe, expect, it } from 'vitest';
import { fr } from './fr';

/**
 * French typography in every French sentence of the shop: a narrow no-break space
 * (U+202F) before ":", ";", "!", "?" and inside « », never a plain space, a no-break space or none;
 * the apostrophe ’. The emulators' French seeds have the same checks (frenchTypography.test.ts in
 * each), since their texts reach the same pages.
 */
describe('the French dictionary', () => {
  const entries = Object.entries(fr);

  it('puts a narrow no-break space before : ; ! ?', () => {
    const wrong = entries.filter(([, text]) =>
      /(?:[ \u00A0]|[\p{L}»])[;!?]|[ \u00A0]:(?=\s)/u.test(text),
    );
    expect(wrong).toEqual([]);
  });

  it('puts narrow no-break spaces inside « »', () => {
    const wrong = entries.filter(([, text]) => /«(?!\u202F)|(?<!\u202F)»/.test(text));
    expect(wrong).toEqual([]);
  });

  it('writes the apostrophe ’, never the typewriter one', () => {
    const wrong = entries.filter(([, text]) => text.includes("'"));
    expect(wrong).toEqual([]);
  });

  it('still has the sentences these rules are about', () => {
    expect(fr['account.register.haveAccount']).toBe('Déjà un compte\u202F?');
    expect(fr['search.noResults']).toBe('Rien ne correspond à «\u202F{term}\u202F».');
    expect(fr['newsletter.title']).toBe('Les nouvelles de l’atelier');
  });
});
