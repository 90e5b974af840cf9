#!/usr/bin/env -S npx tsx
// Renders the commerce emulator's looping product clips (packages/commerce-emulator/media/) from
// the same artwork as the product's first image: the light sweeps across the polished metal while
// the piece turns a little and back, and the first frame is the still image, which the emulator
// serves as the video's preview (its poster). Both ends of the loop meet, so it plays seamlessly.
//
// A dev-time tool only: the clips are committed, and neither install nor start needs ffmpeg.
// Regenerate after changing the artwork (packages/commerce-emulator/src/media/artwork.ts):
//   apt-get install -y ffmpeg
//   npx tsx scripts/render-demo-clips.mts
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildCatalogue } from '../packages/commerce-emulator/src/catalogue/build.ts';
import {
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
} from '../packages/commerce-emulator/src/graphql/resolvers/media.ts';
import {
  ARTWORK_WIDTH,
  artworkSvg,
  type ArtworkInput,
} from '../packages/commerce-emulator/src/media/artwork.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const mediaDir = join(root, 'packages/commerce-emulator/media');
const FPS = 24;
const SECONDS = 4;
const FRAMES = FPS * SECONDS;
/** The narrowest the piece gets at the middle of its turn (0 = full width). */
const TURN = 0.14;

/** Raw RGB frames of one loop: the sheen travels one whole period, the turn goes and comes back. */
async function frames(artwork: ArtworkInput): Promise<Buffer[]> {
  const density = (72 * VIDEO_WIDTH) / ARTWORK_WIDTH;
  const rendered: Buffer[] = [];
  for (let i = 0; i < FRAMES; i += 1) {
    const phase = i / FRAMES;
    const svg = artworkSvg(artwork, {
      sheen: 2 * phase,
      turn: (TURN * (1 - Math.cos(2 * Math.PI * phase))) / 2,
    });
    rendered.push(
      await sharp(Buffer.from(svg), { density })
        .resize(VIDEO_WIDTH, VIDEO_HEIGHT)
        .removeAlpha()
        .raw()
        .toBuffer(),
    );
  }
  return rendered;
}

/** Pipes the frames through ffmpeg into one file; the codec arguments decide the format. */
function encode(raw: Buffer[], out: string, codec: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      'ffmpeg',
      [
        ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
        ['-s', `${VIDEO_WIDTH}x${VIDEO_HEIGHT}`, '-r', String(FPS), '-i', '-', '-an'],
        codec,
        [out],
      ].flat(),
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${out}`)),
    );
    for (const frame of raw) ffmpeg.stdin.write(frame);
    ffmpeg.stdin.end();
  });
}

// H.264 main profile for every browser (faststart: playable before the whole file arrives), VP9
// for the browsers that prefer WebM; both at a constant quality that keeps a clip near 100 KB.
const H264 = ['-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-preset', 'slow'];
const MP4 = [...H264, '-crf', '22', '-movflags', '+faststart'];
const VP9 = [
  '-c:v',
  'libvpx-vp9',
  '-pix_fmt',
  'yuv420p',
  '-b:v',
  '0',
  '-crf',
  '33',
  '-row-mt',
  '1',
];

const catalogue = buildCatalogue();
for (const product of catalogue.products) {
  for (const media of product.media) {
    if (media.kind !== 'VIDEO' || !media.videoFile) continue;
    const image = catalogue.images.find((candidate) => candidate.key === media.imageKey);
    if (!image) throw new Error(`No artwork for ${media.videoFile} (${media.imageKey})`);
    const raw = await frames(image.artwork);
    const base = join(mediaDir, media.videoFile.replace(/\.mp4$/, ''));
    await encode(raw, `${base}.mp4`, MP4);
    await encode(raw, `${base}.webm`, VP9);
    for (const file of [`${base}.mp4`, `${base}.webm`])
      console.log(`${file.slice(root.length + 1)}: ${Math.round(statSync(file).size / 1024)} KB`);
  }
}
