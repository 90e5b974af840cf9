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

export interface ArtworkInput {
  motif: Motif;
  metal: string;
  /** Background hue in degrees, varied per product. */
  hue: number;
  /** 0 = product shot, 1 = detail, 2 = scene: gives every image of a product its own composition. */
  shot: number;
  /** How many decorative stars to scatter (1–13, the brand's motif). */
  stars: number;
}

/** Draws one jewellery-like artwork as an SVG document; sharp renders it at seed time. */
export function artworkSvg(input: ArtworkInput): string {
  const { motif, metal, hue, shot, stars } = input;
  const bg = `hsl(${hue} 35% ${shot === 2 ? 22 : 92}%)`;
  const bg2 = `hsl(${(hue + 30) % 360} 40% ${shot === 2 ? 14 : 84}%)`;
  const scale = shot === 1 ? 1.6 : 1;
  const cx = 500;
  const cy = shot === 1 ? 700 : 625;
  const body = motifShape(motif, metal);
  const starField = Array.from({ length: stars }, (_, i) => {
    const x = 80 + ((i * 277 + hue * 3) % 840);
    const y = 90 + ((i * 389 + hue * 7) % 1070);
    const r = 10 + ((i * 13 + hue) % 18);
    return `<path d="${starPath(x, y, r, r / 2.4, 5)}" fill="${metal}" opacity="0.55"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>`,
    `<radialGradient id="metal" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="${metal}"/><stop offset="1" stop-color="#5b4a2a"/></radialGradient></defs>`,
    `<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#bg)"/>`,
    starField,
    `<g transform="translate(${cx} ${cy}) scale(${scale})">${body}</g>`,
    '</svg>',
  ].join('');
}

function starPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const steps = points * 2;
  const coords = Array.from({ length: steps }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${coords.join(' L')}Z`;
}

function motifShape(motif: Motif, metal: string): string {
  const fill = 'url(#metal)';
  const stroke = `stroke="${fill}" fill="none"`;
  switch (motif) {
    case 'star':
      return `<path d="${starPath(0, 0, 230, 95, 13)}" fill="${fill}"/><circle r="30" fill="${metal}"/>`;
    case 'moon':
      return `<path d="M60 -220 A230 230 0 1 0 60 220 A180 180 0 1 1 60 -220Z" fill="${fill}"/>`;
    case 'drop':
      return `<path d="M0 -260 C120 -60 170 40 170 110 A170 170 0 0 1 -170 110 C-170 40 -120 -60 0 -260Z" fill="${fill}"/>`;
    case 'hoop':
      return `<circle r="200" ${stroke} stroke-width="36"/><path d="${starPath(140, -140, 70, 28, 5)}" fill="${fill}"/>`;
    case 'sun':
      return `<g fill="${fill}">${Array.from({ length: 13 }, (_, i) => `<rect x="-12" y="-260" width="24" height="90" rx="12" transform="rotate(${(i * 360) / 13})"/>`).join('')}</g><circle r="140" fill="#1b1b1f" stroke="${metal}" stroke-width="22"/>`;
    case 'chain':
      return `<g ${stroke} stroke-width="20">${Array.from({ length: 7 }, (_, i) => `<ellipse cx="0" cy="${-300 + i * 100}" rx="${i % 2 ? 26 : 60}" ry="60"/>`).join('')}</g>`;
    case 'pearl':
      return `<g>${Array.from({ length: 5 }, (_, i) => `<circle cx="${-200 + i * 100}" cy="${Math.abs(i - 2) * -40}" r="52" fill="#f6f1ea" stroke="${metal}" stroke-width="6"/>`).join('')}</g>`;
    case 'cuff':
      return `<path d="M-230 -40 A230 150 0 1 1 230 -40" ${stroke} stroke-width="70" stroke-linecap="round"/>`;
    case 'ring':
      return `<ellipse rx="210" ry="150" ${stroke} stroke-width="44"/><path d="${starPath(0, -150, 60, 24, 5)}" fill="#ffffff" stroke="${metal}" stroke-width="6"/>`;
    case 'medal':
      return `<circle r="190" fill="${fill}"/><text x="0" y="55" text-anchor="middle" font-family="serif" font-size="170" fill="#3a2d14">13</text>`;
  }
}
