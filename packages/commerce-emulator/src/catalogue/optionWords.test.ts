import { describe, expect, it } from 'vitest';
import { variantTitleIn } from './optionWords.js';

describe('variantTitleIn', () => {
  it('names each option value in English for an English page, and leaves French as it is', () => {
    expect(variantTitleIn('en', 'Droite / Argent')).toBe('Right / Silver');
    expect(variantTitleIn('en', 'Paire / Or rose')).toBe('Pair / Rose gold');
    expect(variantTitleIn('fr', 'Droite / Argent')).toBe('Droite / Argent');
  });

  it('keeps a value the shop has no translation for', () => {
    expect(variantTitleIn('en', 'Default Title')).toBe('Default Title');
  });
});
