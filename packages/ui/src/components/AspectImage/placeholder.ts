/**
 * A local SVG image for stories and tests: no remote image is ever fetched.
 */
export function placeholderImage(label: string, hue = 35): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300"><rect width="200" height="300" fill="hsl(${hue} 30% 82%)"/><text x="100" y="155" font-family="Georgia" font-size="18" text-anchor="middle" fill="hsl(${hue} 30% 25%)">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A URL builder that leaves data URLs untouched. */
export const keepUrl = (src: string): string => src;
