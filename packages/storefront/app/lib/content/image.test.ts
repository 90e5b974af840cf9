import { describe, expect, it } from 'vitest';
import { assetDimensions, contentImageSources } from './image';

const config = { projectId: 'treize', dataset: 'production', baseUrl: 'http://127.0.0.1:4200' };
const ref = 'image-0123456789abcdef0123456789abcdef01234567-1600x2400-jpg';

describe('contentImageSources (spec §9)', () => {
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
