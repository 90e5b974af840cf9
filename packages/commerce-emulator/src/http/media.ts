import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { HttpError } from './respond.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_DIMENSION = 5760;
const CROPS: Record<string, string> = {
  center: 'centre',
  top: 'north',
  bottom: 'south',
  left: 'west',
  right: 'east',
};
const FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
type Format = (typeof FORMATS)[number];

function dimension(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
    throw new HttpError(
      400,
      `"${name}" must be a whole number of pixels from 1 to ${MAX_DIMENSION}, got "${raw}".`,
    );
  }
  return value;
}

/** The best format the client accepts (avif, then webp, then jpeg), unless `format=` asks for one. */
function pickFormat(req: IncomingMessage, params: URLSearchParams): Format {
  const asked = params.get('format');
  if (asked) {
    const normalised = asked === 'jpg' || asked === 'pjpg' ? 'jpeg' : asked;
    if (!FORMATS.includes(normalised as Format))
      throw new HttpError(400, `"format" must be one of ${FORMATS.join(', ')}, got "${asked}".`);
    return normalised as Format;
  }
  const accept = req.headers.accept ?? '';
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return 'jpeg';
}

interface Rendered {
  body: Buffer;
  etag: string;
  type: string;
}

/** Serves generated artwork with resizing, format negotiation, ETag and immutable caching. */
export class MediaServer {
  private readonly rendered = new Map<string, Rendered>();

  constructor(
    private readonly imageDir: string,
    private readonly videoDir: string,
  ) {}

  async image(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    params: URLSearchParams,
    headers: Record<string, string>,
  ) {
    const source = join(this.imageDir, `${key}.png`);
    if (!/^[a-z0-9-]+$/.test(key) || !existsSync(source))
      throw new HttpError(404, `No image named "${key}".`);
    const width = dimension(params, 'width');
    const height = dimension(params, 'height');
    const cropParam = params.get('crop');
    if (cropParam && !CROPS[cropParam])
      throw new HttpError(
        400,
        `"crop" must be one of ${Object.keys(CROPS).join(', ')}, got "${cropParam}".`,
      );
    const format = pickFormat(req, params);
    const cacheKey = `${key}|${width ?? ''}|${height ?? ''}|${cropParam ?? ''}|${format}`;
    let rendered = this.rendered.get(cacheKey);
    if (!rendered) {
      let pipeline = sharp(source);
      if (width || height) {
        pipeline = pipeline.resize({
          width,
          height,
          // Shopify's CDN: with a crop the image fills the box, otherwise it fits inside it.
          fit: cropParam ? 'cover' : 'inside',
          position: cropParam ? CROPS[cropParam] : 'centre',
          withoutEnlargement: true,
        });
      }
      const body = await pipeline
        .toFormat(format, format === 'avif' ? { quality: 50, effort: 2 } : { quality: 80 })
        .toBuffer();
      rendered = {
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        type: `image/${format}`,
      };
      if (this.rendered.size > 2000) this.rendered.clear();
      this.rendered.set(cacheKey, rendered);
    }
    const common = {
      ...headers,
      ETag: rendered.etag,
      'Cache-Control': IMMUTABLE,
      Vary: 'Origin, Accept',
    };
    if (req.headers['if-none-match'] === rendered.etag) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...common,
      'Content-Type': rendered.type,
      'Content-Length': rendered.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : rendered.body);
  }

  /** Serves a committed clip (MP4 or WebM) with byte ranges, as browsers need to seek and loop a <video>. */
  video(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>) {
    const path = join(this.videoDir, file);
    const extension = /^[a-z0-9-]+\.(mp4|webm)$/.exec(file)?.[1];
    if (!extension || !existsSync(path)) throw new HttpError(404, `No video named "${file}".`);
    const { size, mtimeMs } = statSync(path);
    const etag = `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
    const common = {
      ...headers,
      'Accept-Ranges': 'bytes',
      'Content-Type': `video/${extension}`,
      ETag: etag,
      'Cache-Control': IMMUTABLE,
    };
    const range = req.headers.range;
    if (!range) {
      res.writeHead(200, { ...common, 'Content-Length': size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(path).pipe(res);
      return;
    }
    const match = /^bytes=(\d*)-(\d*)$/.exec(range);
    let start = match?.[1] ? Number(match[1]) : NaN;
    let end = match?.[2] ? Number(match[2]) : size - 1;
    if (match && !match[1] && match[2]) {
      // Suffix range: the last N bytes.
      start = Math.max(0, size - Number(match[2]));
      end = size - 1;
    }
    if (!match || Number.isNaN(start) || start > end || start >= size) {
      res.writeHead(416, { ...common, 'Content-Range': `bytes */${size}` });
      res.end();
      return;
    }
    end = Math.min(end, size - 1);
    res.writeHead(206, {
      ...common,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': end - start + 1,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(path, { start, end }).pipe(res);
  }
}
