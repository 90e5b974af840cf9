import { describe, expect, it } from 'vitest';
import { sanityImageUrl } from './sanityImageUrl';

const host = { projectId: 'treize', dataset: 'production', baseUrl: 'https://cdn.sanity.io' };
const ref = 'image-0123456789abcdef0123456789abcdef01234567-1000x2000-png';
const base =
  'https://cdn.sanity.io/images/treize/production/0123456789abcdef0123456789abcdef01234567-1000x2000.png';
const params = { width: 640, quality: 75 };

/** An image of the reference above cut by `crop` (fractions of each side, as Sanity stores them). */
function cropped(crop: { top?: number; bottom?: number; left?: number; right?: number }) {
  return {
    asset: { _type: 'reference' as const, _ref: ref },
    crop: { _type: 'sanity.imageCrop' as const, top: 0, bottom: 0, left: 0, right: 0, ...crop },
  };
}

describe('Sanity image URL', () => {
  it('names the asset by id, size and extension and lists width, format, quality and auto', () => {
    expect(
      sanityImageUrl(host, cropped({}), {
        width: 1200,
        format: 'jpg',
        quality: 75,
        auto: 'format',
      }),
    ).toBe(`${base}?w=1200&fm=jpg&q=75&auto=format`);
    expect(sanityImageUrl(host, cropped({}), params)).toBe(`${base}?w=640&q=75`);
  });

  it('cuts any one side the editor cropped, in source pixels', () => {
    expect(sanityImageUrl(host, cropped({ top: 0.1 }), params)).toBe(
      `${base}?rect=0,200,1000,1800&w=640&q=75`,
    );
    expect(sanityImageUrl(host, cropped({ left: 0.25 }), params)).toBe(
      `${base}?rect=250,0,750,2000&w=640&q=75`,
    );
    expect(sanityImageUrl(host, cropped({ right: 0.2 }), params)).toBe(
      `${base}?rect=0,0,800,2000&w=640&q=75`,
    );
    expect(sanityImageUrl(host, cropped({ bottom: 0.05 }), params)).toBe(
      `${base}?rect=0,0,1000,1900&w=640&q=75`,
    );
  });

  it('leaves the rectangle out when the crop keeps the whole picture, or there is none', () => {
    expect(sanityImageUrl(host, cropped({}), params)).toBe(`${base}?w=640&q=75`);
    expect(sanityImageUrl(host, { asset: { _type: 'reference', _ref: ref } }, params)).toBe(
      `${base}?w=640&q=75`,
    );
  });

  it('drops every trailing slash of the host', () => {
    expect(
      sanityImageUrl({ ...host, baseUrl: 'http://127.0.0.1:4200//' }, cropped({}), params),
    ).toBe(
      `http://127.0.0.1:4200/images/treize/production/0123456789abcdef0123456789abcdef01234567-1000x2000.png?w=640&q=75`,
    );
  });

  it('answers nothing for an image without an asset, or a reference that is not an image’s', () => {
    // Content written before the asset was uploaded has none.
    const uploading = {} as Parameters<typeof sanityImageUrl>[1];
    expect(sanityImageUrl(host, uploading, params)).toBeUndefined();
    for (const other of [
      'file-0123456789abcdef-pdf',
      `x${ref}`,
      `${ref}-extra!`,
      'image-0123456789abcdef-1000x2000',
    ])
      expect(sanityImageUrl(host, { asset: { _type: 'reference', _ref: other } }, params)).toBe(
        undefined,
      );
  });
});
