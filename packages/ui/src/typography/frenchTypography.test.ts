import { describe, expect, it } from 'vitest';
import { frenchPunctuation, labelled } from './frenchTypography.js';

// The spec literal: U+202F NARROW NO-BREAK SPACE, written out so a change of character fails here.
const NNBSP = '\u202F';

describe('French typography', () => {
  it('labels an option with a narrow no-break space before the colon in French only', () => {
    expect(labelled('Oreille', 'Gauche', 'fr-FR')).toBe(`Oreille${NNBSP}: Gauche`);
    expect(labelled('Ear', 'Left', 'en-US')).toBe('Ear: Left');
    expect(labelled('Ear', 'Left', 'en-FR')).toBe('Ear: Left');
  });

  it('puts narrow no-break spaces before ; ! ? : and inside guillemets', () => {
    expect(frenchPunctuation('Déjà un compte ? Merci ! Voici : ceci ; cela')).toBe(
      `Déjà un compte${NNBSP}? Merci${NNBSP}! Voici${NNBSP}: ceci${NNBSP}; cela`,
    );
    expect(frenchPunctuation('Une gravure « XIII »?')).toBe(
      `Une gravure «${NNBSP}XIII${NNBSP}»${NNBSP}?`,
    );
  });

  it('leaves addresses, times and English alone', () => {
    expect(frenchPunctuation('Voir https://treize.fr à 10:30')).toBe(
      'Voir https://treize.fr à 10:30',
    );
    expect(frenchPunctuation('Already a customer?', 'en-US')).toBe('Already a customer?');
  });
});
