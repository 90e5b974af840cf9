import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCommerce } from '../../test/fakes';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { redirectIfRenamed } from './redirects.server';

/** Hydrogen's storefront redirects: a renamed product or collection is a 301, not a 404. */
const EN_US = LOCALES[1]!;
const withTarget = (target: string | undefined) =>
  fakeCommerce(() => ({ urlRedirects: { nodes: target === undefined ? [] : [{ target }] } }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('redirectIfRenamed', () => {
  it('looks the path up without its locale and keeps the visitor in their locale', async () => {
    const { client, calls } = withTarget('/products/comete-or');
    const response = await redirectIfRenamed(client, EN_US, '/products/comete');
    expect(response?.status).toBe(301);
    expect(response?.headers.get('Location')).toBe('/en-us/products/comete-or');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.locale).toBe(EN_US);
    expect(calls[0]!.variables).toEqual({ query: 'path:/products/comete' });
    expect(calls[0]!.document).toContain(
      'urlRedirects(first: 1, query: $query) { nodes { target } }',
    );
  });

  it('follows an absolute http(s) target as it is', async () => {
    for (const target of ['https://atelier.example/comete', 'http://atelier.example/comete']) {
      const response = await redirectIfRenamed(withTarget(target).client, DEFAULT_LOCALE, '/p');
      expect(response?.status).toBe(301);
      expect(response?.headers.get('Location')).toBe(target);
    }
  });

  it('no redirect, an empty or an unsafe target: no answer (the 404 stays)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const target of [
      undefined,
      '',
      '//evil.example/comete',
      'javascript:alert(1)',
      'ftp://atelier.example/comete',
      'products/comete',
      'xhttps://evil.example',
    ])
      expect(await redirectIfRenamed(withTarget(target).client, DEFAULT_LOCALE, '/p')).toBeNull();
    // Nothing went wrong: nothing is logged.
    expect(log).not.toHaveBeenCalled();
  });

  it('a lookup that fails is logged and leaves the 404', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('down');
    const { client } = fakeCommerce(() => {
      throw failure;
    });
    expect(await redirectIfRenamed(client, DEFAULT_LOCALE, '/p')).toBeNull();
    expect(log).toHaveBeenCalledWith(failure);
  });
});
