import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useHarness } from '../test/harness.js';

const emu = useHarness();

const image = (query: string, accept = 'image/jpeg') =>
  fetch(`${emu.harness.emulator.url}/cdn/shop/files/comete-or.jpg${query}`, {
    headers: { Accept: accept },
  });

describe('media', () => {
  it('serves the original artwork as JPEG with immutable caching', async () => {
    const response = await image('');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 1250]);
  });

  it('resizes with width, height and crop', async () => {
    const fit = await sharp(
      Buffer.from(await (await image('?width=200')).arrayBuffer()),
    ).metadata();
    expect([fit.width, fit.height]).toEqual([200, 250]);
    const cropped = await sharp(
      Buffer.from(await (await image('?width=300&height=300&crop=center')).arrayBuffer()),
    ).metadata();
    expect([cropped.width, cropped.height]).toEqual([300, 300]);
    const inside = await sharp(
      Buffer.from(await (await image('?width=300&height=300')).arrayBuffer()),
    ).metadata();
    expect([inside.width, inside.height]).toEqual([240, 300]);
  });

  it('picks AVIF or WebP by Accept, and honours format=', async () => {
    expect(
      (await image('?width=100', 'image/avif,image/webp,*/*')).headers.get('content-type'),
    ).toBe('image/avif');
    expect((await image('?width=100', 'image/webp,*/*')).headers.get('content-type')).toBe(
      'image/webp',
    );
    expect((await image('?width=100&format=png', 'image/avif')).headers.get('content-type')).toBe(
      'image/png',
    );
    expect((await image('?width=100', 'image/webp')).headers.get('vary')).toContain('Accept');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await image('?width=120');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(
      `${emu.harness.emulator.url}/cdn/shop/files/comete-or.jpg?width=120`,
      {
        headers: { Accept: 'image/jpeg', 'If-None-Match': etag },
      },
    );
    expect(again.status).toBe(304);
  });

  it('answers bad parameters and unknown images with 4xx messages', async () => {
    const bad = await image('?width=-3');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: string }).errors).toContain('"width"');
    expect((await image('?crop=diagonal')).status).toBe(400);
    expect((await image('?format=gif')).status).toBe(400);
    expect((await fetch(`${emu.harness.emulator.url}/cdn/shop/files/nope.jpg`)).status).toBe(404);
  });

  it('serves videos whole and by byte range', async () => {
    const url = `${emu.harness.emulator.url}/cdn/shop/videos/etoile-treize.mp4`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);
    const part = await fetch(url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const beyond = await fetch(url, { headers: { Range: `bytes=${size + 5}-` } });
    expect(beyond.status).toBe(416);
  });

  it('serves each clip as H.264 MP4 and as WebM, small enough to commit, and nothing else', async () => {
    for (const handle of ['etoile-treize', 'anneau-treize']) {
      for (const [extension, type] of [
        ['mp4', 'video/mp4'],
        ['webm', 'video/webm'],
      ]) {
        const response = await fetch(
          `${emu.harness.emulator.url}/cdn/shop/videos/${handle}.${extension}`,
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        const size = (await response.arrayBuffer()).byteLength;
        expect(size).toBeGreaterThan(10_000);
        expect(size).toBeLessThan(1_000_000);
      }
    }
    expect(
      (await fetch(`${emu.harness.emulator.url}/cdn/shop/videos/etoile-treize.avi`)).status,
    ).toBe(404);
    expect(
      (await fetch(`${emu.harness.emulator.url}/cdn/shop/videos/lune-pleine.webm`)).status,
    ).toBe(404);
  });
});
