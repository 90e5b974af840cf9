import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStyleLiterals } from './styleLiterals';

const storefront = process.cwd();
const ui = join(storefront, '../ui');

/**
 * Global stylesheets not yet moved onto the tokens. The list only shrinks: a file converted (or
 * gone) must leave it, or the last test fails.
 */
const notYetOnTokens = ['app/styles/app.css'];

function styleFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.css(\.ts)?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes('node_modules'));
}

function describeLiterals(root: string, paths: string[], kinds?: string[]): string[] {
  return paths.flatMap((path) =>
    findStyleLiterals(readFileSync(path, 'utf8'))
      .filter((literal) => !kinds || kinds.includes(literal.kind))
      .map((literal) => `${relative(root, path)}:${literal.line} ${literal.kind} ${literal.text}`),
  );
}

describe('findStyleLiterals', () => {
  it('finds colours, lengths, font names and media widths written by hand', () => {
    const found = findStyleLiterals(
      [
        '.note { color: #8a1c1c; border: 1px solid rgb(0 0 0 / 0.1); background: white; }',
        "export const a = style({ padding: '0.75rem', fontFamily: 'system-ui, sans-serif' });",
        '@media (min-width: 640px) { .a { gap: 0 } }',
        "const b = { '@media': { 'screen and (max-width: 47.99em)': {} } };",
      ].join('\n'),
    );
    expect(found.map(({ line, kind, text }) => `${line} ${kind} ${text}`)).toEqual([
      '1 colour #8a1c1c',
      '1 colour rgb(',
      '1 colour white',
      '1 length 1px',
      '2 length 0.75rem',
      '2 font system-ui',
      '2 font sans-serif',
      '3 length 640px',
      '3 media (min-width: 640',
      '4 length 47.99em',
      '4 media (max-width: 47.99',
    ]);
  });

  it('passes tokens, zero, unitless numbers, comments and font faces', () => {
    const source = [
      '/* A hairline of 1px in #d9d2c7. */',
      "export const a = style({ padding: vars.space.md, margin: 0, lineHeight: 1.45, flex: '1 1 auto' });",
      '// 2rem under the header',
      "@font-face { font-family: 'Inter Variable'; font-weight: 100 900; src: url('inter.woff2'); }",
      '.b { grid-template-columns: 1fr 1fr; width: 100%; color: var(--sf-ink); }',
      "const c = { '@media': { [mediaQueries.tablet]: {} }, background: 'url(\"data\")' };",
    ].join('\n');
    expect(findStyleLiterals(source)).toEqual([]);
  });
});

describe('the storefront styles itself on the tokens', () => {
  const files = styleFiles(join(storefront, 'app'));

  it('writes no colour, length or font by hand outside the tokens', () => {
    const checked = files.filter((path) => !notYetOnTokens.includes(relative(storefront, path)));
    expect(describeLiterals(storefront, checked)).toEqual([]);
  });

  it('writes media query widths only in the design system’s breakpoints', () => {
    const uiFiles = styleFiles(join(ui, 'src'));
    const outsideTokens = uiFiles.filter((path) => !path.startsWith(join(ui, 'src/tokens')));
    const checked = files.filter((path) => !notYetOnTokens.includes(relative(storefront, path)));
    expect(describeLiterals(storefront, checked, ['media'])).toEqual([]);
    expect(describeLiterals(ui, outsideTokens, ['media'])).toEqual([]);
  });

  it('lists only stylesheets that exist and still need converting', () => {
    for (const path of notYetOnTokens) {
      expect(existsSync(join(storefront, path)), `${path} is gone: take it off the list`).toBe(
        true,
      );
      expect(
        describeLiterals(storefront, [join(storefront, path)]).length,
        `${path} is on the tokens now: take it off the list`,
      ).toBeGreaterThan(0);
    }
  });
});
