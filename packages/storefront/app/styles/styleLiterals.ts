/**
 * Finds design values written by hand in a stylesheet (plain CSS or a vanilla-extract `.css.ts`
 * file): colours, lengths (spacing, radii, sizes, type sizes), font family names, and media
 * queries with a width. Style files take them from the design system's tokens or from the
 * shop's tokens (shopTokens.ts) instead, so one change of a token reaches every page.
 */

export interface StyleLiteral {
  line: number;
  kind: 'colour' | 'length' | 'font' | 'media';
  text: string;
}

const patterns: { kind: StyleLiteral['kind']; pattern: RegExp }[] = [
  { kind: 'colour', pattern: /#[0-9a-f]{3,8}\b/gi },
  { kind: 'colour', pattern: /\b(?:rgba?|hsla?|oklch|lab|lch)\(/gi },
  { kind: 'colour', pattern: /(?<![-\w])(?:white|black)(?![-\w])/gi },
  // 0 needs no token; any other number with a length unit is a measure written by hand.
  { kind: 'length', pattern: /(?<![\w.-])(?:\d*\.)?\d+(?:px|rem|em|pt)\b/gi },
  {
    kind: 'font',
    pattern:
      /(?<![-\w])(?:serif|sans-serif|monospace|system-ui|ui-sans-serif|ui-monospace)(?![-\w])/gi,
  },
  // A width in a media query, in CSS (`@media (min-width: 40em)`) or as a vanilla-extract key.
  { kind: 'media', pattern: /\((?:min|max)-width\s*:\s*[\d.]+/gi },
];

/** Comments say why; they may name values. `@font-face` rules declare the fonts themselves. */
function blankExempt(source: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(
      /(^|[^:'"])\/\/[^\n]*/g,
      (match, before: string) => before + blank(match.slice(before.length)),
    )
    .replace(/@font-face\s*\{[^}]*\}/g, blank);
}

export function findStyleLiterals(source: string): StyleLiteral[] {
  const lines = blankExempt(source).split('\n');
  const found: StyleLiteral[] = [];
  lines.forEach((text, index) => {
    for (const { kind, pattern } of patterns)
      for (const match of text.matchAll(pattern))
        found.push({ line: index + 1, kind, text: match[0] });
  });
  return found;
}
