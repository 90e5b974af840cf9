import { describe, expect, it } from 'vitest';
import { parseQuery } from './execute.js';
import { overNestedAt } from './depth.js';

describe('GROQ nesting budget', () => {
  it('lets real queries through', () => {
    expect(overNestedAt('*[_type == "page" && slug.current == $slug][0]{title, body[]{...}}')).toBe(
      undefined,
    );
    expect(overNestedAt('"((((((((" + ' + '('.repeat(3) + '1' + ')'.repeat(3), 4)).toBe(undefined);
  });

  it('refuses 10,000 nested parentheses with a query error at the first one too deep', () => {
    const query = `${'('.repeat(10_000)}1${')'.repeat(10_000)}`;
    expect(overNestedAt(query)).toBe(64);
    let error: unknown;
    try {
      parseQuery(query, {});
    } catch (caught) {
      error = caught;
    }
    expect(JSON.stringify(error)).toContain('query is nested more than 64 levels deep');
    expect(JSON.stringify(error)).not.toContain('Maximum call stack');
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(overNestedAt('"((((" + 1', 2)).toBe(undefined);
    expect(overNestedAt("'((((' + 1", 2)).toBe(undefined);
    expect(overNestedAt('"a\\"((((" + 1', 2)).toBe(undefined);
    expect(overNestedAt('"x" + (((1)))', 2)).toBe(8);
  });

  it('counts every kind of bracket, opening and closing', () => {
    expect(overNestedAt('[[[1]]]', 2)).toBe(2);
    expect(overNestedAt('{{{1}}}', 2)).toBe(2);
    expect(overNestedAt('()()[][]{}{}', 1)).toBe(undefined);
    expect(overNestedAt('(x(x(x', 2)).toBe(4);
    expect(overNestedAt('((x)(((', 3)).toBe(6);
  });
});
