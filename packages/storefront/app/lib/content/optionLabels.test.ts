import type { CustomProductOption } from './types';
import { describe, expect, it } from 'vitest';
import { labelSelectedOptions, optionLabels } from './optionLabels';

const custom: CustomProductOption[] = [
  {
    _key: 'a',
    _type: 'ear',
    title: 'Oreille',
    translation: 'Ear',
    ears: [{ _key: 'g', _type: 'earValue', title: 'Gauche', label: 'Left' }],
  },
  {
    _key: 'b',
    _type: 'color',
    title: 'Couleur',
    translation: 'Colour',
    colors: [{ _key: 'o', _type: 'colorValue', title: 'Or', label: 'Gold' }],
  },
];

describe('optionLabels (behaviour §3 customProductOptions)', () => {
  it('labels Oreille and Couleur from content', () => {
    expect(optionLabels(custom, 'Oreille').name).toBe('Ear');
    expect(optionLabels(custom, 'Oreille').value('Gauche')).toBe('Left');
    expect(optionLabels(custom, 'Couleur').value('Or')).toBe('Gold');
  });

  it('keeps commerce names where content has no label', () => {
    expect(optionLabels(custom, 'Couleur').value('Argent')).toBe('Argent');
    expect(optionLabels(custom, 'Taille').name).toBe('Taille');
    expect(optionLabels(undefined, 'Oreille').value('Paire')).toBe('Paire');
  });
});

describe('labelSelectedOptions (cart lines)', () => {
  it('words a cart line’s options with the content’s labels, leaving the others as they are', () => {
    expect(
      labelSelectedOptions(custom, [
        { name: 'Oreille', value: 'Gauche' },
        { name: 'Couleur', value: 'Or' },
        { name: 'Taille', value: '52' },
      ]),
    ).toEqual([
      { name: 'Ear', value: 'Left' },
      { name: 'Colour', value: 'Gold' },
      { name: 'Taille', value: '52' },
    ]);
  });
});
