// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopImage } from './ShopImage';

const image = {
  url: 'https://cdn.shopify.com/s/files/bague.jpg',
  altText: 'Bague de face',
  width: 1000,
  height: 1250,
};

/** The `<img>` as the server sends it, parsed, so each attribute can be read. */
function imgOf(markup: string): Element {
  const img = new DOMParser().parseFromString(markup, 'text/html').querySelector('img');
  if (!img) throw new Error(`no <img> in ${markup}`);
  return img;
}

describe('ShopImage', () => {
  it('renders a lazy, asynchronously decoded image at the placeholder size, stretched to its frame', () => {
    const img = imgOf(renderToStaticMarkup(<ShopImage image={image} sizes="50vw" />));
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('width')).toBe('100');
    expect(img.getAttribute('height')).toBe('125');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe(`${image.url}?width=100&height=125&crop=center`);
    expect(img.getAttribute('srcset')?.split(', ')).toHaveLength(5);
    expect(img.getAttribute('style')).toBe('width:100%;aspect-ratio:1000/1250');
  });

  it('loads a page’s first image eagerly and first (the largest paint)', () => {
    const img = imgOf(renderToStaticMarkup(<ShopImage image={image} sizes="50vw" eager />));
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('describes the picture with its own alt text, or the text it is given', () => {
    const own = imgOf(renderToStaticMarkup(<ShopImage image={image} sizes="50vw" />));
    expect(own.getAttribute('alt')).toBe('Bague de face');
    const given = imgOf(
      renderToStaticMarkup(<ShopImage image={image} sizes="50vw" alt="Bague, or rose" />),
    );
    expect(given.getAttribute('alt')).toBe('Bague, or rose');
  });

  it('keeps a decorative image silent: an empty alt does not fall back to the picture’s text', () => {
    const img = imgOf(renderToStaticMarkup(<ShopImage image={image} sizes="50vw" alt="" />));
    expect(img.getAttribute('alt')).toBe('');
  });

  it('gives an image without alt text an empty alt rather than none', () => {
    const img = imgOf(
      renderToStaticMarkup(<ShopImage image={{ ...image, altText: null }} sizes="50vw" />),
    );
    expect(img.getAttribute('alt')).toBe('');
  });
});
