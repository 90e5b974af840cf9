import sharp, { type Sharp } from 'sharp';
import type { Format, ImageRequest } from './params.js';

const MIME: Record<Format, string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function mimeType(format: Format): string {
  return MIME[format];
}

interface Box {
  width: number;
  height: number;
}

/** The output box: `w`/`h` times `dpr`, the missing side kept in proportion. */
function targetBox(request: ImageRequest, source: Box): Box | undefined {
  if (request.width === undefined && request.height === undefined) return undefined;
  const ratio = source.width / source.height;
  const width = request.width ?? Math.round((request.height ?? 0) * ratio);
  const height = request.height ?? Math.round((request.width ?? 0) / ratio);
  return {
    width: Math.max(1, Math.round(width * request.dpr)),
    height: Math.max(1, Math.round(height * request.dpr)),
  };
}

/**
 * Renders an image with sharp the way the Sanity image pipeline does: `rect` crops the original
 * first, then `fit` decides how the source meets the `w`×`h` box (crop honours the focal point
 * `fp-x`/`fp-y`), then the format is encoded at quality `q`.
 */
export async function renderImage(
  input: Buffer,
  source: Box,
  request: ImageRequest,
  format: Format,
): Promise<Buffer> {
  let image = sharp(input, { failOn: 'none' });
  let box: Box = source;
  if (request.rect) {
    image = image.extract(request.rect);
    box = { width: request.rect.width, height: request.rect.height };
    // Later operations act on the extracted region, so materialise it first.
    image = sharp(await image.toBuffer());
  }
  const target = targetBox(request, box);
  if (target) {
    const background = request.background ?? '#ffffff';
    switch (request.fit) {
      case 'clip':
        image = image.resize({ ...target, fit: 'inside' });
        break;
      case 'max':
        image = image.resize({ ...target, fit: 'inside', withoutEnlargement: true });
        break;
      case 'scale':
        image = image.resize({ ...target, fit: 'fill' });
        break;
      case 'fill':
        image = image.resize({ ...target, fit: 'contain', background });
        break;
      case 'fillmax':
        image = image.resize({ ...target, fit: 'contain', background, withoutEnlargement: true });
        break;
      case 'min':
        image = image.resize({ ...target, fit: 'cover', withoutEnlargement: true });
        break;
      case 'crop':
        image = await cropAround(image, box, target, request.focalPoint ?? { x: 0.5, y: 0.5 });
        break;
    }
  }
  switch (format) {
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: request.quality }).toBuffer();
    case 'pjpg':
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: request.quality, progressive: true })
        .toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: request.quality }).toBuffer();
  }
}

/** Scales the source to cover the box, then cuts the box out around the focal point. */
async function cropAround(
  image: Sharp,
  source: Box,
  target: Box,
  focal: { x: number; y: number },
): Promise<Sharp> {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const scaled = {
    width: Math.max(target.width, Math.round(source.width * scale)),
    height: Math.max(target.height, Math.round(source.height * scale)),
  };
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  const left = clamp(focal.x * scaled.width - target.width / 2, scaled.width - target.width);
  const top = clamp(focal.y * scaled.height - target.height / 2, scaled.height - target.height);
  const resized = await image.resize(scaled).toBuffer();
  return sharp(resized).extract({ left, top, width: target.width, height: target.height });
}
