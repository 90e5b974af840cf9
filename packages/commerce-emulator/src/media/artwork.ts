import type { Motif } from '../catalogue/demoProducts.js';

/** Original size of every generated artwork: the 4:5 "product" ratio the storefront crops to. */
export const ARTWORK_WIDTH = 1000;
export const ARTWORK_HEIGHT = 1250;

/** Metal colours of the `Couleur` option values (plus brass for the cuff). */
export const metalColours: Record<string, string> = {
  Or: '#d4af37',
  Argent: '#c4c7cc',
  'Or rose': '#e3a293',
  Laiton: '#b5893b',
};

type Ramp = [shadow: string, low: string, mid: string, high: string, spark: string];

/**
 * Five tones a polished metal shows under a soft box light, darkest to brightest, per base
 * colour: a flat fill reads as plastic, these ramps read as metal.
 */
const METAL_RAMPS: Record<string, Ramp> = {
  '#d4af37': ['#6b4e17', '#a47a2c', '#d9b25a', '#f3dc9c', '#fff8e4'],
  '#c4c7cc': ['#55585e', '#8d9097', '#c6c9ce', '#e9ebee', '#ffffff'],
  '#e3a293': ['#7a4536', '#b87563', '#e0a896', '#f6d3c6', '#fff4ef'],
  '#b5893b': ['#5a3f14', '#8e6726', '#c19a52', '#e6c98c', '#fbf0d6'],
};
const GOLD_RAMP = METAL_RAMPS['#d4af37'] as Ramp;

/** Warm neutral grounds (the lit centre, then the shade towards the corners): paper, linen, stone. */
const GROUNDS: [string, string][] = [
  ['#f4eee6', '#e6dbcd'],
  ['#efe7dc', '#ddd0bf'],
  ['#f3ebe6', '#e4d5cc'],
  ['#ece9e2', '#d9d3c8'],
  ['#f2ece1', '#e2d6c2'],
  ['#eee6e0', '#dccfc6'],
];

/** The scene shot's darker grounds: velvet trays and walnut. */
const SCENE_GROUNDS: [string, string][] = [
  ['#4a3b31', '#241b16'],
  ['#3f3a36', '#1d1a18'],
  ['#51402f', '#2a2018'],
];

export interface ArtworkInput {
  motif: Motif;
  metal: string;
  /** Hue in degrees, varied per product: picks one of the warm grounds. */
  hue: number;
  /** 0 = product shot, 1 = detail, 2 = scene: gives every image of a product its own composition. */
  shot: number;
  /** How many decorative stars to scatter (1–13, the brand's motif; at most five are drawn). */
  stars: number;
}

/**
 * One frame of a product clip (scripts/render-demo-clips.mts), both 0 on the still image, so a
 * clip's first frame is its poster. `sheen` moves the metal's reflections along the diagonal
 * (2 is one whole period: the loop closes seamlessly); `turn` narrows the piece as it turns.
 */
export interface ArtworkFrame {
  sheen: number;
  turn: number;
}

/**
 * The gradients every artwork uses: the ground, the metal ramp, the rim, pearl nacre, the
 * contact shadow and the glint. No SVG filter: a blur costs librsvg up to a second per render,
 * and the emulator renders every artwork at seed time.
 */
function defs(input: ArtworkInput, light: boolean, sheen: number): string {
  const [shadow, low, mid, high, spark] = METAL_RAMPS[input.metal] ?? GOLD_RAMP;
  const grounds = light ? GROUNDS : SCENE_GROUNDS;
  const [centre, corner] = grounds[Math.floor(input.hue / 7) % grounds.length] ?? GROUNDS[0]!;
  const shade = light ? [0.3, 0.12] : [0.6, 0.3];
  return [
    '<defs>',
    `<radialGradient id="ground" cx="0.45" cy="0.32" r="0.95"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${corner}"/></radialGradient>`,
    // A diagonal ramp with two bright bands: the reflections of a soft box on a curved surface.
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1" spreadMethod="reflect"${sheen ? ` gradientTransform="translate(${sheen.toFixed(4)} ${sheen.toFixed(4)})"` : ''}>`,
    `<stop offset="0" stop-color="${mid}"/><stop offset="0.18" stop-color="${high}"/>`,
    `<stop offset="0.3" stop-color="${spark}"/><stop offset="0.42" stop-color="${mid}"/>`,
    `<stop offset="0.62" stop-color="${low}"/><stop offset="0.74" stop-color="${high}"/>`,
    `<stop offset="0.86" stop-color="${low}"/><stop offset="1" stop-color="${shadow}"/></linearGradient>`,
    `<linearGradient id="rim" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${shadow}"/><stop offset="0.6" stop-color="${low}"/><stop offset="1" stop-color="${high}"/></linearGradient>`,
    '<radialGradient id="pearl" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#f4ede4"/><stop offset="0.85" stop-color="#d9cdc0"/><stop offset="1" stop-color="#b9ab9c"/></radialGradient>',
    `<radialGradient id="shade"><stop offset="0" stop-color="#2b1d12" stop-opacity="${shade[0]}"/><stop offset="0.55" stop-color="#2b1d12" stop-opacity="${shade[1]}"/><stop offset="1" stop-color="#2b1d12" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="glint"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '</defs>',
  ].join('');
}

/** Draws one jewellery still life as an SVG document; sharp renders it at seed time. */
export function artworkSvg(
  input: ArtworkInput,
  frame: ArtworkFrame = { sheen: 0, turn: 0 },
): string {
  const { motif, shot, stars } = input;
  const narrowing = 1 - frame.turn;
  const light = shot !== 2;
  const scale = shot === 1 ? 1.55 : shot === 2 ? 0.82 : 1;
  const cx = shot === 1 ? 560 : 500;
  const cy = shot === 0 ? 600 : 700;
  const high = (METAL_RAMPS[input.metal] ?? GOLD_RAMP)[3];
  const starField = Array.from({ length: Math.min(stars, 5) }, (_, i) => {
    const x = 110 + ((i * 311 + input.hue * 3) % 780);
    const y = 120 + ((i * 197 + input.hue * 5) % 220);
    const r = 7 + ((i * 5 + input.hue) % 7);
    return `<path d="${starPath(x, y, r, r / 2.6, 5)}" fill="${high}" opacity="${light ? 0.35 : 0.5}"/>`;
  }).join('');
  // The scene's tray: a darker surface under a faint lit edge.
  const surface = light
    ? ''
    : `<rect y="900" width="${ARTWORK_WIDTH}" height="350" fill="#000" opacity="0.18"/><rect y="898" width="${ARTWORK_WIDTH}" height="3" fill="#fff" opacity="0.06"/>`;
  const shadowY = shot === 2 ? 900 : cy + 290 * scale;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">`,
    defs(input, light, frame.sheen),
    `<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#ground)"/>`,
    surface,
    starField,
    // The piece rests on the surface: a soft contact shadow under it, offset from the light.
    `<ellipse cx="${cx + 30}" cy="${shadowY}" rx="${300 * scale * narrowing}" ry="${48 * scale}" fill="url(#shade)"/>`,
    `<g transform="translate(${cx} ${cy}) scale(${scale * narrowing} ${scale})">${motifShape(motif)}</g>`,
    '</svg>',
  ].join('');
}

export function starPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
): string {
  const steps = points * 2;
  const coords = Array.from({ length: steps }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${coords.join(' L')}Z`;
}

/** A small white glint on a bright edge, fading out so it glows rather than sits on top. */
const glint = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r * 3}" fill="url(#glint)"/>`;

function motifShape(motif: Motif): string {
  const fill = 'fill="url(#metal)"';
  const edge = 'stroke="url(#rim)" stroke-width="4"';
  const wire = (width: number) =>
    `fill="none" stroke="url(#metal)" stroke-width="${width}" stroke-linecap="round"`;
  switch (motif) {
    case 'star':
      return `<path d="${starPath(0, 0, 230, 95, 13)}" ${fill} ${edge} stroke-linejoin="round"/><circle r="34" fill="url(#rim)"/>${glint(-60, -120, 9)}`;
    case 'moon':
      return `<path d="M60 -220 A230 230 0 1 0 60 220 A180 180 0 1 1 60 -220Z" ${fill} ${edge}/>${glint(-130, -120, 10)}`;
    case 'drop':
      return `<path d="M0 -260 C120 -60 170 40 170 110 A170 170 0 0 1 -170 110 C-170 40 -120 -60 0 -260Z" ${fill} ${edge}/><path d="M-90 60 C-80 0 -50 -60 -20 -120" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.45"/>`;
    case 'hoop':
      return `<circle r="200" ${wire(34)}/><circle r="200" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="120 1137" stroke-dashoffset="-880" opacity="0.7"/><path d="${starPath(140, -140, 70, 28, 5)}" ${fill} ${edge}/>`;
    case 'sun':
      return `<g ${fill}>${Array.from({ length: 13 }, (_, i) => `<rect x="-12" y="-260" width="24" height="90" rx="12" transform="rotate(${((i * 360) / 13).toFixed(1)})"/>`).join('')}</g><circle r="150" ${fill} ${edge}/><circle r="112" fill="none" stroke="url(#rim)" stroke-width="6"/>${glint(-70, -80, 12)}`;
    case 'chain':
      return `<g ${wire(20)}>${Array.from({ length: 7 }, (_, i) => `<ellipse cx="0" cy="${-300 + i * 100}" rx="${i % 2 ? 26 : 60}" ry="60"/>`).join('')}</g>`;
    case 'pearl':
      return `<path d="M-260 -60 Q0 130 260 -60" ${wire(6)}/><g>${Array.from({ length: 5 }, (_, i) => `<circle cx="${-200 + i * 100}" cy="${Math.abs(i - 2) * -40}" r="52" fill="url(#pearl)"/>`).join('')}</g>`;
    case 'cuff':
      return `<path d="M-230 -40 A230 150 0 1 1 230 -40" ${wire(70)}/><path d="M-200 -110 A215 130 0 0 1 120 -175" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.4"/>`;
    case 'ring':
      return `<ellipse rx="210" ry="150" ${wire(44)}/><ellipse rx="210" ry="150" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="140 1000" stroke-dashoffset="-700" opacity="0.6"/><path d="${starPath(0, -150, 60, 24, 5)}" fill="#fdfbf7" stroke="url(#rim)" stroke-width="6"/>`;
    case 'medal':
      return `<circle r="190" ${fill}/><circle r="172" fill="none" stroke="url(#rim)" stroke-width="8"/><text x="0" y="58" text-anchor="middle" font-family="serif" font-size="170" fill="url(#rim)" opacity="0.9">13</text>${glint(-90, -110, 12)}`;
  }
}
