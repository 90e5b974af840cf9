import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TOKEN, type TestEmulator } from '../test-support/emulator.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

describe('POST /v{apiVersion}/assets/images/{dataset}', () => {
  it('stores an uploaded image as an asset the image pipeline serves resized', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#b08d57' },
    })
      .png()
      .toBuffer();
    const asset = await test
      .client({ token: TOKEN })
      .assets.upload('image', png, { filename: 'or.png' });
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      originalFilename: 'or.png',
      metadata: { dimensions: { width: 40, height: 20 } },
    });
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-40x20-png$/);
    const resized = await fetch(`${asset.url}?w=10`);
    expect(resized.status).toBe(200);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(10);
  });

  it('refuses a body that is not an image, and an upload without a token', async () => {
    const url = `${test.emulator.url}/v2025-02-19/assets/images/production`;
    const notImage = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
      body: 'plain text',
    });
    expect(notImage.status).toBe(400);
    expect(JSON.stringify(await notImage.json())).toMatch(/not an image/);
    expect((await fetch(url, { method: 'POST', body: 'x' })).status).toBe(401);
  });
});
