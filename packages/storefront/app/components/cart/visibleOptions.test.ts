import { describe, expect, it } from 'vitest';
import { visibleOptions } from './visibleOptions';

describe('visibleOptions (behaviour §3, §5)', () => {
  it('hides a lone Title: Default Title', () => {
    expect(visibleOptions([{ name: 'Title', value: 'Default Title' }])).toEqual([]);
  });

  it('keeps real options', () => {
    const options = [
      { name: 'Oreille', value: 'Paire' },
      { name: 'Couleur', value: 'Or' },
    ];
    expect(visibleOptions(options)).toEqual(options);
    expect(visibleOptions([{ name: 'Taille', value: '52' }])).toEqual([
      { name: 'Taille', value: '52' },
    ]);
  });
});
