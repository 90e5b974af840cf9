import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStyleLiterals } from './styleLiterals';

const storefront = process.cwd();
const ui = join(storefront, '../ui');

/** The page's global styles: the font faces, the design system's sheet and the base. */
const globalStylesheets = [
  'app/styles/fonts.css',
  'app/styles/shell.css',
  'app/styles/base.css.ts',
];
const GLOBAL_LINES_AT_MOST = 150;

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
    expect(describeLiterals(storefront, files)).toEqual([]);
  });

  it('writes media query widths only in the design system’s breakpoints', () => {
    const uiFiles = styleFiles(join(ui, 'src'));
    const outsideTokens = uiFiles.filter((path) => !path.startsWith(join(ui, 'src/tokens')));
    expect(describeLiterals(storefront, files, ['media'])).toEqual([]);
    expect(describeLiterals(ui, outsideTokens, ['media'])).toEqual([]);
  });

  it('keeps global CSS to the font faces, the design system and the base', () => {
    const plainCss = files
      .filter((path) => path.endsWith('.css'))
      .map((path) => relative(storefront, path));
    expect(plainCss.sort()).toEqual(globalStylesheets.filter((path) => path.endsWith('.css')));
    const lines = globalStylesheets
      .map((path) => readFileSync(join(storefront, path), 'utf8').split('\n').length)
      .reduce((sum, count) => sum + count, 0);
    expect(lines).toBeLessThanOrEqual(GLOBAL_LINES_AT_MOST);
  });

  it('names every class from a style file, never as a string in the markup', () => {
    const markup = readdirSync(join(storefront, 'app'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /(?<!\.test|\.stories)\.tsx$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    const literals = markup.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /className="/.test(line) ? [`${relative(storefront, path)}:${index + 1}`] : [],
        ),
    );
    expect(literals).toEqual([]);
  });
});
