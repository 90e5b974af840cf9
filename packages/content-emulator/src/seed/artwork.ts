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

function starPath(cx: number, cy: number, outer: number, inner: number, points = 13): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    coords.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${coords.join('L')}Z`;
}

const n = (value: number) => value.toFixed(1);

/**
 * Gradients shared by every picture: a polished gold ramp (two soft-box reflections), its darker
 * rim, pearl nacre, contact shadows and glints. No SVG filter: a blur costs librsvg seconds on
 * the hero's 2,868 px, and the emulator renders every picture when it starts.
 */
function defs(spec: ArtworkSpec, dark: boolean): string {
  const { hue } = spec;
  const ground = dark
    ? [`hsl(${hue}, 22%, 24%)`, `hsl(${hue}, 26%, 11%)`]
    : [`hsl(${hue}, 30%, 94%)`, `hsl(${hue}, 20%, 82%)`];
  const metal =
    hue > 180
      ? ['#55585e', '#8d9097', '#c6c9ce', '#e9ebee', '#ffffff']
      : ['#6b4e17', '#a47a2c', '#d9b25a', '#f3dc9c', '#fff8e4'];
  const [shadow, low, mid, high, spark] = metal;
  return `<defs>
<radialGradient id="ground" cx="0.4" cy="0.3" r="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></radialGradient>
<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue + 12}, 24%, ${dark ? 20 : 44}%)"/><stop offset="1" stop-color="hsl(${hue + 12}, 28%, ${dark ? 9 : 27}%)"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="0.18" stop-color="${high}"/><stop offset="0.3" stop-color="${spark}"/><stop offset="0.42" stop-color="${mid}"/><stop offset="0.62" stop-color="${low}"/><stop offset="0.74" stop-color="${high}"/><stop offset="0.86" stop-color="${low}"/><stop offset="1" stop-color="${shadow}"/></linearGradient>
<linearGradient id="rim" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${shadow}"/><stop offset="0.6" stop-color="${low}"/><stop offset="1" stop-color="${high}"/></linearGradient>
<radialGradient id="pearl" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#f4ede4"/><stop offset="0.85" stop-color="#d9cdc0"/><stop offset="1" stop-color="#b9ab9c"/></radialGradient>
<radialGradient id="shade"><stop offset="0" stop-color="#22160c" stop-opacity="${dark ? 0.6 : 0.32}"/><stop offset="0.55" stop-color="#22160c" stop-opacity="${dark ? 0.3 : 0.12}"/><stop offset="1" stop-color="#22160c" stop-opacity="0"/></radialGradient>
<radialGradient id="glint"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="light" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="${dark ? 0.14 : 0.4}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>`;
}

const shadowUnder = (x: number, y: number, rx: number) =>
  `<ellipse cx="${n(x + rx * 0.08)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.16)}" fill="url(#shade)"/>`;

const glint = (x: number, y: number, r: number) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#glint)"/>`;

/** A thirteen-ray star pendant of radius r, resting at (x, y). */
const star = (x: number, y: number, r: number) =>
  `${shadowUnder(x, y + r * 1.05, r * 1.1)}<path d="${starPath(x, y, r, r * 0.42)}" fill="url(#metal)" stroke="url(#rim)" stroke-width="${n(r * 0.02)}" stroke-linejoin="round"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.15)}" fill="url(#rim)"/>${glint(x - r * 0.3, y - r * 0.5, r * 0.14)}`;

/** A ring lying on the surface, seen from above at an angle, its band catching the light. */
const ring = (x: number, y: number, r: number) =>
  `${shadowUnder(x, y + r * 0.62, r * 1.15)}<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.62)}" fill="none" stroke="url(#metal)" stroke-width="${n(r * 0.2)}"/><path d="${starPath(x, y - r * 0.62, r * 0.24, r * 0.1, 5)}" fill="#fdfbf7" stroke="url(#rim)" stroke-width="${n(r * 0.025)}"/>${glint(x - r * 0.6, y - r * 0.45, r * 0.12)}`;

/** A crescent moon pendant. */
const moon = (x: number, y: number, r: number) =>
  `${shadowUnder(x, y + r * 1.02, r)}<path d="M${n(x + r * 0.26)} ${n(y - r * 0.96)} A${n(r)} ${n(r)} 0 1 0 ${n(x + r * 0.26)} ${n(y + r * 0.96)} A${n(r * 0.78)} ${n(r * 0.78)} 0 1 1 ${n(x + r * 0.26)} ${n(y - r * 0.96)}Z" fill="url(#metal)" stroke="url(#rim)" stroke-width="${n(r * 0.015)}"/>${glint(x - r * 0.62, y - r * 0.45, r * 0.12)}`;

/** A strand of pearls draped along an arc. */
const pearls = (x: number, y: number, r: number, count = 13) =>
  `${shadowUnder(x, y + r * 0.55, r * 1.05)}${Array.from({ length: count }, (_, i) => {
    const angle = Math.PI * (0.1 + (0.8 * i) / (count - 1));
    return `<circle cx="${n(x - r * Math.cos(angle))}" cy="${n(y - r * 0.2 + r * 0.5 * Math.sin(angle))}" r="${n(r * 0.075)}" fill="url(#pearl)"/>`;
  }).join('')}`;

/** A curb chain lying in a gentle S. */
const chain = (x: number, y: number, length: number) =>
  `${shadowUnder(x, y + length * 0.08, length * 0.55)}<g fill="none" stroke="url(#metal)" stroke-width="${n(length * 0.012)}">${Array.from(
    { length: 11 },
    (_, i) => {
      const t = i / 10 - 0.5;
      const cx = x + t * length;
      const cy = y + Math.sin(t * Math.PI * 2) * length * 0.05;
      return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(length * (i % 2 ? 0.045 : 0.06))}" ry="${n(length * (i % 2 ? 0.022 : 0.04))}"/>`;
    },
  ).join('')}</g>`;

/** A sun medallion with thirteen rays. */
const sun = (x: number, y: number, r: number) =>
  `${shadowUnder(x, y + r * 1.1, r * 1.1)}<g fill="url(#metal)">${Array.from({ length: 13 }, (_, i) => `<rect x="${n(x - r * 0.05)}" y="${n(y - r)}" width="${n(r * 0.1)}" height="${n(r * 0.36)}" rx="${n(r * 0.05)}" transform="rotate(${n((i * 360) / 13)} ${n(x)} ${n(y)})"/>`).join('')}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.56)}" fill="url(#metal)" stroke="url(#rim)" stroke-width="${n(r * 0.02)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.42)}" fill="none" stroke="url(#rim)" stroke-width="${n(r * 0.025)}"/>${glint(x - r * 0.25, y - r * 0.3, r * 0.14)}`;

/** The workbench: a walnut top across the lower part of the picture, with its grain. */
function bench(w: number, h: number, top: number): string {
  const grain = Array.from({ length: 9 }, (_, i) => {
    const y = top + ((h - top) * (i + 1)) / 10;
    return `<path d="M0 ${n(y)} C${n(w * 0.3)} ${n(y - 6)} ${n(w * 0.6)} ${n(y + 8)} ${w} ${n(y - 2)}" stroke="#000" stroke-opacity="0.07" stroke-width="${n(h * 0.004)}" fill="none"/>`;
  }).join('');
  return `<rect y="${n(top)}" width="${w}" height="${n(h - top)}" fill="url(#wood)"/>${grain}<rect y="${n(top)}" width="${w}" height="${n(h * 0.004)}" fill="#fff" opacity="0.18"/>`;
}

function composition(spec: ArtworkSpec): string {
  const { width: w, height: h } = spec;
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  switch (spec.motif) {
    case 'star':
      return star(cx, cy * 0.95, s * 0.3);
    case 'moon':
      return moon(cx, cy * 0.95, s * 0.3);
    case 'ring':
      return ring(cx, cy, s * 0.28);
    case 'pearls':
      return pearls(cx, cy, s * 0.4);
    case 'chain':
      return chain(cx, cy, w * 0.8);
    case 'sun':
      return sun(cx, cy * 0.95, s * 0.32);
    case 'bench': {
      // The workshop still life: pieces laid out on the bench in the morning light.
      const top = h * 0.58;
      return `<ellipse cx="${n(w * 0.3)}" cy="${n(h * 0.25)}" rx="${n(w * 0.45)}" ry="${n(h * 0.45)}" fill="url(#light)"/>${bench(w, h, top)}${ring(w * 0.26, top + (h - top) * 0.4, s * 0.17)}${star(w * 0.5, top + (h - top) * 0.36, s * 0.15)}${pearls(w * 0.74, top + (h - top) * 0.45, s * 0.22, 11)}`;
    }
    case 'wordmark':
      return `${star(w * 0.16, cy, s * 0.2)}<text x="${n(w * 0.6)}" y="${n(cy + s * 0.05)}" font-family="serif" font-size="${n(s * 0.1)}" letter-spacing="${n(s * 0.012)}" text-anchor="middle" fill="hsl(${spec.hue}, 30%, 20%)">ATELIER TREIZE</text><text x="${n(w * 0.6)}" y="${n(cy + s * 0.16)}" font-family="serif" font-style="italic" font-size="${n(s * 0.055)}" text-anchor="middle" fill="hsl(${spec.hue}, 25%, 35%)">bijoux faits main à Paris</text>`;
  }
}

/** Pictures on a dark ground: the night motifs and the tarot cards. */
const DARK: readonly ArtworkSpec['motif'][] = ['moon'];

/** The SVG of one picture: a warm ground lit from the upper left, then the still life. */
export function artworkSvg(spec: ArtworkSpec): string {
  const { width: w, height: h } = spec;
  const dark = DARK.includes(spec.motif) || spec.name.startsWith('carte-');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${defs(spec, dark)}<rect width="${w}" height="${h}" fill="url(#ground)"/>${composition(spec)}</svg>`;
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
