import { describe, expect, it } from 'vitest';
import { assetDimensions, contentImageSources, contentShareImage } from './image';

const config = { projectId: 'treize', dataset: 'production', baseUrl: 'http://127.0.0.1:4200' };
const ref = 'image-0123456789abcdef0123456789abcdef01234567-1600x2400-jpg';

describe('contentImageSources (behaviour §9)', () => {
  it('builds the five widths at quality 75 with automatic format', () => {
    const sources = contentImageSources(config, { asset: { _type: 'reference', _ref: ref } });
    expect(sources).toBeDefined();
    expect(sources!.width).toBe(1600);
    expect(sources!.height).toBe(2400);
    const widths = sources!.srcSet.split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['640w', '768w', '1024w', '1280w', '1728w']);
    expect(sources!.src).toBe(
      'http://127.0.0.1:4200/images/treize/production/0123456789abcdef0123456789abcdef01234567-1600x2400.jpg?w=1024&q=75&auto=format',
    );
  });

  it('refuses an image without a valid asset reference', () => {
    expect(
      contentImageSources(config, { asset: { _type: 'reference', _ref: 'file-x' } }),
    ).toBeUndefined();
    expect(assetDimensions('image-abc-10x20-png')).toEqual({ width: 10, height: 20 });
  });

  it('builds the URLs of an image once, and apart for another crop or host', () => {
    const image = { asset: { _type: 'reference' as const, _ref: ref } };
    const first = contentImageSources(config, image);
    expect(contentImageSources(config, { ...image })).toBe(first);
    const cropped = contentImageSources(config, {
      ...image,
      crop: { _type: 'sanity.imageCrop', top: 0.1, bottom: 0, left: 0, right: 0 },
    });
    expect(cropped).not.toBe(first);
    expect(cropped!.src).toContain('rect=');
    expect(
      contentImageSources({ ...config, baseUrl: 'https://cdn.sanity.io' }, image)!.src,
    ).toMatch(/^https:\/\/cdn\.sanity\.io\//);
  });
});

describe("content image URLs on Sanity's image API (no @sanity/image-url)", () => {
  const cropped = {
    asset: { _type: 'reference' as const, _ref: ref },
    crop: { _type: 'sanity.imageCrop' as const, top: 0.1, bottom: 0.05, left: 0.2, right: 0.1 },
    hotspot: { _type: 'sanity.imageHotspot' as const, x: 0.3, y: 0.4, width: 0.2, height: 0.2 },
  };

  it('cuts to the crop in source pixels before the width, as the library did', () => {
    expect(
      contentImageSources({ ...config, baseUrl: 'http://127.0.0.1:4200/' }, cropped)!.src,
    ).toBe(
      'http://127.0.0.1:4200/images/treize/production/0123456789abcdef0123456789abcdef01234567-1600x2400.jpg?rect=320,240,1120,2040&w=1024&q=75&auto=format',
    );
    expect(contentShareImage(config, cropped)!.url).toBe(
      'http://127.0.0.1:4200/images/treize/production/0123456789abcdef0123456789abcdef01234567-1600x2400.jpg?rect=320,240,1120,2040&w=1200&fm=jpg&q=75',
    );
  });

  it('leaves out a crop that keeps the whole picture', () => {
    const whole = {
      asset: { _type: 'reference' as const, _ref: ref },
      crop: { _type: 'sanity.imageCrop' as const, top: 0, bottom: 0, left: 0, right: 0 },
    };
    expect(contentImageSources({ ...config, baseUrl: 'https://cdn.sanity.io' }, whole)!.src).toBe(
      'https://cdn.sanity.io/images/treize/production/0123456789abcdef0123456789abcdef01234567-1600x2400.jpg?w=1024&q=75&auto=format',
    );
  });
});

describe('contentShareImage', () => {
  it('shares a JPEG at most 1200 px wide with the height it is served at', () => {
    const shared = contentShareImage(config, {
      asset: { _type: 'reference', _ref: ref },
      altText: 'Bague',
    });
    expect(shared).toEqual({
      url: 'http://127.0.0.1:4200/images/treize/production/0123456789abcdef0123456789abcdef01234567-1600x2400.jpg?w=1200&fm=jpg&q=75',
      width: 1200,
      height: 1800,
      alt: 'Bague',
    });
  });

  it('never enlarges a smaller picture, and has nothing for a missing one', () => {
    const small = 'image-0123456789abcdef0123456789abcdef01234567-800x600-png';
    expect(contentShareImage(config, { asset: { _type: 'reference', _ref: small } })).toMatchObject(
      { width: 800, height: 600 },
    );
    expect(contentShareImage(config, undefined)).toBeUndefined();
  });
});
