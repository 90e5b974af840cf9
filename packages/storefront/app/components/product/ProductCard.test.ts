import { describe, expect, it } from 'vitest';
import { PRODUCT_CARD_FRAGMENT } from '../../lib/commerce/fragments';
import type { CardMedia } from '../../lib/commerce/types';
import { toCardMedia } from './ProductCard';

const image: CardMedia = {
  mediaContentType: 'IMAGE',
  alt: 'Bague étoile',
  image: { url: 'https://cdn.example/bague.jpg', altText: 'Bague de face', width: 1200 },
};

describe('product card media (behaviour §2, packages/ui widthsUpTo)', () => {
  it("passes the image's own width so the srcset stops there", () => {
    const [item] = toCardMedia([image]);
    expect(item).toEqual({
      mediaContentType: 'IMAGE',
      alt: 'Bague étoile',
      image: { url: 'https://cdn.example/bague.jpg', altText: 'Bague de face', width: 1200 },
    });
  });

  it('keeps an unknown width unknown', () => {
    const [item] = toCardMedia([
      { ...image, image: { url: 'https://cdn.example/bague.jpg', altText: null } },
    ]);
    expect(item && 'image' in item ? item.image.width : 'missing').toBeNull();
  });

  it('selects the width of card images and video posters from the Storefront API', () => {
    const compact = PRODUCT_CARD_FRAGMENT.replace(/\s+/g, ' ');
    expect(compact).toContain('... on MediaImage { image { url altText width } }');
    expect(compact).toContain('previewImage { url width }');
  });
});
