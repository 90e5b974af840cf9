import { describe, expect, it } from 'vitest';
import { REMEMBERED_SOURCES, resizedImageUrl, shopImageSources } from './shopImageSources';

const url = 'https://cdn.shopify.com/s/files/bague.jpg';

/** The widths a srcset offers, in order. */
function srcsetWidths(srcSet: string): number[] {
  return srcSet.split(', ').map((entry) => Number(entry.split(' ')[1]!.replace(/w$/, '')));
}

describe('commerce image sources (behaviour §9, library responsive images)', () => {
  it('offers 15 widths from 200 px in steps of 200 px for a picture larger than all of them', () => {
    const { srcSet } = shopImageSources({ url, width: 4000, height: 5000 });
    expect(srcsetWidths(srcSet)).toEqual([
      200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 2600, 2800, 3000,
    ]);
  });

  it('stops at the picture’s own width, which it still offers', () => {
    expect(srcsetWidths(shopImageSources({ url, width: 1000, height: 1250 }).srcSet)).toEqual([
      200, 400, 600, 800, 1000,
    ]);
    expect(srcsetWidths(shopImageSources({ url, width: 999, height: 999 }).srcSet)).toEqual([
      200, 400, 600, 800,
    ]);
  });

  it('crops every width to the picture’s shape, centred', () => {
    const { srcSet } = shopImageSources({ url, width: 1000, height: 1250 });
    expect(srcSet.split(', ')[0]).toBe(`${url}?width=200&height=250&crop=center 200w`);
    expect(srcSet.split(', ')[4]).toBe(`${url}?width=1000&height=1250&crop=center 1000w`);
  });

  it('takes a 100 px wide placeholder as src, in the same shape, and sizes the element to it', () => {
    expect(shopImageSources({ url, width: 1000, height: 1250 })).toMatchObject({
      src: `${url}?width=100&height=125&crop=center`,
      width: 100,
      height: 125,
      aspectRatio: '1000/1250',
    });
  });

  it('rounds a placeholder height that falls between pixels', () => {
    const sources = shopImageSources({ url, width: 1500, height: 1000 });
    expect(sources.src).toBe(`${url}?width=100&height=67&crop=center`);
    expect(sources.height).toBe(67);
  });

  it('without both dimensions, offers every width uncropped and claims no shape', () => {
    const sources = shopImageSources({ url, width: 1200, height: null });
    expect(sources.srcSet.split(', ')).toHaveLength(15);
    expect(sources.srcSet.split(', ')[14]).toBe(`${url}?width=3000&crop=center 3000w`);
    expect(sources.src).toBe(`${url}?width=100&crop=center`);
    expect(sources.height).toBeUndefined();
    expect(sources.aspectRatio).toBeUndefined();
  });

  it('offers the original when the picture is narrower than the first width', () => {
    expect(shopImageSources({ url, width: 150, height: 150 }).srcSet).toBe(url);
  });

  it('builds a picture’s sources once, and a picture of another size anew', () => {
    const first = shopImageSources({ url: `${url}?v=1`, width: 800, height: 1000 });
    expect(shopImageSources({ url: `${url}?v=1`, width: 800, height: 1000 })).toBe(first);
    const wider = shopImageSources({ url: `${url}?v=1`, width: 1600, height: 2000 });
    expect(wider).not.toBe(first);
    expect(srcsetWidths(wider.srcSet)).toHaveLength(8);
    // Shared between renders, so nobody may change them.
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('remembers a bounded number of pictures, forgetting the oldest first', () => {
    const picture = (index: number) => ({ url: `${url}?n=${index}`, width: 400, height: 400 });
    const oldest = shopImageSources(picture(0));
    const newest = shopImageSources(picture(1));
    for (let index = 2; index <= REMEMBERED_SOURCES; index += 1) shopImageSources(picture(index));
    expect(shopImageSources(picture(1))).toBe(newest);
    expect(shopImageSources(picture(0))).not.toBe(oldest);
    expect(shopImageSources(picture(0))).toEqual(oldest);
  });
});

describe('resized image address', () => {
  it('adds the size to the parameters the address already has', () => {
    expect(resizedImageUrl(`${url}?v=1712`, 400, 500)).toBe(
      `${url}?v=1712&width=400&height=500&crop=center`,
    );
  });

  it('keeps a path on the shop’s own host relative', () => {
    expect(resizedImageUrl('/cdn/shop/files/bague.jpg', 200)).toBe(
      '/cdn/shop/files/bague.jpg?width=200&crop=center',
    );
  });
});
