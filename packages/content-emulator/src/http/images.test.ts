import { createImageUrlBuilder } from '@sanity/image-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../test-support/emulator.js';

let test: TestEmulator;
let film: { _type: 'image'; asset: { _ref: string } };
let share: { _type: 'image'; asset: { _ref: string } };

beforeAll(async () => {
  test = await startTestEmulator();
  const client = test.client();
  film = await client.fetch(
    '*[_type == "home" && language == "fr"][0].body[_type == "module.singleImage"][0].image',
  );
  share = await client.fetch('*[_type == "layout" && language == "fr"][0].seo.image');
});

afterAll(async () => {
  await test.stop();
});

const builder = () =>
  createImageUrlBuilder({ projectId: 'treize', dataset: 'production', baseUrl: test.emulator.url });

async function load(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const metadata = response.ok ? await sharp(body).metadata() : undefined;
  return { response, body, metadata };
}

describe('GET /images/{projectId}/{dataset}/{asset} with @sanity/image-url', () => {
  it('serves the original, with a year of caching and an ETag', async () => {
    const url = builder().image(film).url();
    expect(url).toMatch(
      new RegExp(`^${test.emulator.url}/images/treize/production/[0-9a-f]{40}-2868x1200\\.jpg$`),
    );
    const { response, metadata } = await load(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(metadata).toMatchObject({ width: 2868, height: 1200, format: 'jpeg' });
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await fetch(url, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('resizes by width keeping the ratio, and multiplies by dpr', async () => {
    expect((await load(builder().image(film).width(640).url())).metadata).toMatchObject({
      width: 640,
      height: 268,
    });
    expect((await load(builder().image(film).width(320).dpr(2).url())).metadata).toMatchObject({
      width: 640,
      height: 268,
    });
  });

  it('honours fit=crop with a focal point, fit=max without enlarging, and fill', async () => {
    expect(
      (await load(builder().image(film).width(300).height(300).fit('crop').url())).metadata,
    ).toMatchObject({ width: 300, height: 300 });
    // With both w and h the builder already cuts a centred rect of the box's ratio; max never enlarges it.
    expect(
      (await load(builder().image(share).width(5000).height(5000).fit('max').url())).metadata,
    ).toMatchObject({ width: 630, height: 630 });
    const direct = `${builder().image(share).url()}?w=5000&h=5000&fit=max`;
    expect((await load(direct)).metadata).toMatchObject({ width: 1200, height: 630 });
    expect(
      (await load(builder().image(share).width(400).height(400).fit('fill').bg('000000').url()))
        .metadata,
    ).toMatchObject({ width: 400, height: 400 });
    const clip = `${builder().image(share).url()}?w=400&h=100&fit=clip`;
    expect((await load(clip)).metadata).toMatchObject({ width: 190, height: 100 });
  });

  it('crops the source with rect first, as the builder emits it for a crop', async () => {
    const cropped = { ...share, crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 } };
    const url = builder().image(cropped).url();
    expect(url).toContain('rect=300,63,600,504');
    expect((await load(url)).metadata).toMatchObject({ width: 600, height: 504 });
  });

  it('negotiates the format with auto=format from Accept, and fm forces one', async () => {
    const url = builder().image(film).width(200).auto('format').url();
    const webp = await load(url, { Accept: 'image/avif,image/webp,*/*' });
    expect(webp.metadata?.format).toBe('webp');
    expect(webp.response.headers.get('vary')).toBe('Accept');
    const fallback = await load(url, { Accept: 'image/*' });
    expect(fallback.metadata?.format).toBe('jpeg');
    expect(fallback.response.headers.get('etag')).not.toBe(webp.response.headers.get('etag'));
    expect(
      (await load(builder().image(film).width(200).format('png').url())).metadata?.format,
    ).toBe('png');
  });

  it('uses quality 75 by default and q when given', async () => {
    const base = builder().image(film).width(600);
    const standard = await load(base.url());
    const low = await load(base.quality(20).url());
    const explicit = await load(base.quality(75).url());
    expect(low.body.length).toBeLessThan(standard.body.length);
    expect(explicit.body.equals(standard.body)).toBe(true);
  });

  it('answers 400 for a bad parameter and 404 for an unknown image or dataset', async () => {
    const url = builder().image(film).url();
    const bad = await fetch(`${url}?w=-3`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        type: 'httpBadRequest',
        description: 'Image parameter w=-3 must be an integer from 1 to 8192',
      },
    });
    expect((await fetch(`${url}?fm=gif`)).status).toBe(400);
    expect((await fetch(url.replace(/[0-9a-f]{40}/, '0'.repeat(40)))).status).toBe(404);
    expect((await fetch(url.replace('/production/', '/staging/'))).status).toBe(404);
  });
});
