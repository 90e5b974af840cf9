import { describe, expect, it } from 'vitest';
import type { Variant } from './types';
import {
  InvalidSelectionError,
  isValueAvailable,
  pickVariant,
  realOptions,
  selectionFromSearch,
} from './variants';

const money = { amount: '100.0', currencyCode: 'EUR' as const };
const variant = (
  id: string,
  oreille: string,
  couleur: string,
  availableForSale = true,
): Variant => ({
  id,
  title: `${oreille} / ${couleur}`,
  availableForSale,
  price: money,
  selectedOptions: [
    { name: 'Oreille', value: oreille },
    { name: 'Couleur', value: couleur },
  ],
});
const options = [
  { name: 'Oreille', values: ['Gauche', 'Droite'] },
  { name: 'Couleur', values: ['Or', 'Argent'] },
];
const variants = [
  variant('1', 'Gauche', 'Or', false),
  variant('2', 'Gauche', 'Argent'),
  variant('3', 'Droite', 'Or'),
  variant('4', 'Droite', 'Argent'),
];

describe('product options (behaviour §2, §3)', () => {
  it('drops the Default Title pseudo option', () => {
    expect(realOptions([{ name: 'Title', values: ['Default Title'] }])).toEqual([]);
    expect(realOptions(options)).toHaveLength(2);
  });

  it('reads the selection from the query and refuses unknown values', () => {
    expect(selectionFromSearch(options, new URLSearchParams('Couleur=Or&utm_source=x'))).toEqual([
      { name: 'Couleur', value: 'Or' },
    ]);
    expect(() => selectionFromSearch(options, new URLSearchParams('Couleur=Bleu'))).toThrow(
      InvalidSelectionError,
    );
  });

  it('picks the matching variant, preferring available ones for partial selections', () => {
    expect(pickVariant(variants, [])?.id).toBe('2');
    expect(pickVariant(variants, [{ name: 'Couleur', value: 'Or' }])?.id).toBe('3');
    expect(
      pickVariant(variants, [
        { name: 'Oreille', value: 'Gauche' },
        { name: 'Couleur', value: 'Or' },
      ])?.id,
    ).toBe('1');
  });

  it('tells which values lead to an available variant', () => {
    expect(
      isValueAvailable(variants, [{ name: 'Oreille', value: 'Gauche' }], 'Couleur', 'Or'),
    ).toBe(false);
    expect(
      isValueAvailable(variants, [{ name: 'Oreille', value: 'Gauche' }], 'Couleur', 'Argent'),
    ).toBe(true);
  });
});
