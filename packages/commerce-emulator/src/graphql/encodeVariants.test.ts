import { describe, expect, it } from 'vitest';
import { decodeEncodedVariant } from '@shopify/hydrogen-react';
import { encodeVariants } from './encodeVariants.js';

describe('encodeVariants', () => {
  it('encodes the example of the Storefront API documentation', () => {
    const tuples = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ];
    expect(encodeVariants(tuples)).toBe('v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,');
  });

  it('round-trips through hydrogen-react’s decoder, gaps and single options included', () => {
    const cases = [
      [[0], [1], [2]],
      [[0], [2]],
      [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 0],
        [2, 2],
      ],
      [
        [1, 0],
        [1, 1],
        [1, 2],
        [2, 0],
        [2, 1],
        [2, 2],
      ],
    ];
    for (const tuples of cases)
      expect(decodeEncodedVariant(encodeVariants(tuples))).toEqual(tuples);
  });

  it('encodes no variant as an empty string', () => {
    expect(encodeVariants([])).toBe('');
  });
});
