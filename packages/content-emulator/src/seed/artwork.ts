import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { StoredDocument } from '../store/documents.js';

/** One generated picture: drawn as SVG here, rasterised by sharp; nothing is downloaded. */
export interface ArtworkSpec {
  name: string;
  width: number;
  height: number;
  format: 'jpg' | 'png';
  motif: 'star' | 'moon' | 'ring' | 'pearls' | 'chain' | 'bench' | 'sun' | 'wordmark';
  hue: number;
}

export interface GeneratedAsset {
  file: string;
  data: Buffer;
  document: StoredDocument;
}

const PROJECT_ID = 'treize';
const DATASET = 'production';

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / 13 - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${points.join('L')}Z`;
}

function motifSvg(spec: ArtworkSpec): string {
  const { width: w, height: h, hue } = spec;
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const gold = `hsl(${hue}, 62%, 58%)`;
  const light = `hsl(${hue}, 70%, 82%)`;
  switch (spec.motif) {
    case 'star':
      return `<path d="${starPath(cx, cy, s * 0.34, s * 0.15)}" fill="${gold}" stroke="${light}" stroke-width="${s * 0.01}"/>`;
    case 'moon':
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.3}" fill="${gold}"/><circle cx="${cx + s * 0.12}" cy="${cy - s * 0.06}" r="${s * 0.27}" fill="hsl(${hue}, 25%, 14%)"/>`;
    case 'ring':
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.28}" fill="none" stroke="${gold}" stroke-width="${s * 0.06}"/><circle cx="${cx}" cy="${cy - s * 0.28}" r="${s * 0.05}" fill="${light}"/>`;
    case 'pearls':
      return Array.from({ length: 13 }, (_, i) => {
        const angle = Math.PI * (0.15 + (0.7 * i) / 12);
        return `<circle cx="${(cx + s * 0.36 * Math.cos(angle)).toFixed(1)}" cy="${(cy - s * 0.1 + s * 0.3 * Math.sin(angle)).toFixed(1)}" r="${s * 0.035}" fill="${light}" stroke="${gold}" stroke-width="2"/>`;
      }).join('');
    case 'chain':
      return Array.from(
        { length: 7 },
        (_, i) =>
          `<ellipse cx="${(w * (0.14 + i * 0.12)).toFixed(1)}" cy="${cy}" rx="${s * 0.08}" ry="${s * 0.05}" fill="none" stroke="${gold}" stroke-width="${s * 0.018}"/>`,
      ).join('');
    case 'bench':
      return `<rect x="${w * 0.08}" y="${h * 0.62}" width="${w * 0.84}" height="${h * 0.06}" fill="hsl(${hue}, 35%, 40%)"/><path d="${starPath(w * 0.3, h * 0.45, s * 0.12, s * 0.05)}" fill="${gold}"/><circle cx="${w * 0.62}" cy="${h * 0.5}" r="${s * 0.09}" fill="none" stroke="${light}" stroke-width="${s * 0.02}"/>`;
    case 'sun':
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.16}" fill="${gold}"/>${Array.from(
        { length: 13 },
        (_, i) => {
          const angle = (2 * Math.PI * i) / 13;
          return `<line x1="${(cx + s * 0.22 * Math.cos(angle)).toFixed(1)}" y1="${(cy + s * 0.22 * Math.sin(angle)).toFixed(1)}" x2="${(cx + s * 0.36 * Math.cos(angle)).toFixed(1)}" y2="${(cy + s * 0.36 * Math.sin(angle)).toFixed(1)}" stroke="${gold}" stroke-width="${s * 0.02}" stroke-linecap="round"/>`;
        },
      ).join('')}`;
    case 'wordmark':
      return `<path d="${starPath(w * 0.17, cy, s * 0.22, s * 0.09)}" fill="${gold}"/><text x="${w * 0.58}" y="${cy + s * 0.08}" font-family="serif" font-size="${s * 0.2}" text-anchor="middle" fill="${light}">ATELIER TREIZE</text>`;
  }
}

/** The SVG of one artwork: a warm gradient ground, thirteen faint dots, the motif. */
export function artworkSvg(spec: ArtworkSpec): string {
  const { width: w, height: h, hue } = spec;
  const dots = Array.from({ length: 13 }, (_, i) => {
    const x = ((i * 7919) % 97) / 97;
    const y = ((i * 104729) % 89) / 89;
    return `<circle cx="${(x * w).toFixed(1)}" cy="${(y * h).toFixed(1)}" r="${Math.min(w, h) * 0.006}" fill="hsl(${hue}, 60%, 85%)" opacity="0.6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 30%, 22%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 35%, 10%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${dots}${motifSvg(spec)}</svg>`;
}

/** Rasterises an artwork and describes it as a `sanity.imageAsset` document. */
export async function generateAsset(spec: ArtworkSpec): Promise<GeneratedAsset> {
  const image = sharp(Buffer.from(artworkSvg(spec)));
  const data =
    spec.format === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 86 }).toBuffer();
  const sha1 = createHash('sha1').update(data).digest('hex');
  const file = `${sha1}-${spec.width}x${spec.height}.${spec.format}`;
  const path = `images/${PROJECT_ID}/${DATASET}/${file}`;
  const document: StoredDocument = {
    _id: `image-${sha1}-${spec.width}x${spec.height}-${spec.format}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension: spec.format,
    mimeType: spec.format === 'png' ? 'image/png' : 'image/jpeg',
    originalFilename: `${spec.name}.${spec.format}`,
    path,
    url: `https://cdn.sanity.io/${path}`,
    sha1hash: sha1,
    size: data.length,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: spec.width,
        height: spec.height,
        aspectRatio: spec.width / spec.height,
      },
      hasAlpha: spec.format === 'png',
      isOpaque: true,
    },
  };
  return { file, data, document };
}
