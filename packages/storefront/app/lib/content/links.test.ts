import { describe, expect, it } from 'vitest';
import { internalPath, isSafeUrl, mailtoHref } from './links';

describe('isSafeUrl', () => {
  it('accepts web, mail and phone links and relative paths', () => {
    for (const url of [
      'https://treize.fr',
      'http://a.b/c',
      'mailto:a@b.fr',
      'tel:+33100000000',
      '/pages/a',
      '#top',
    ]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses script and data schemes, however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:x',
      'data:text/html,x',
      'vbscript:x',
      '',
      undefined,
    ]) {
      expect(isSafeUrl(url), String(url)).toBe(false);
    }
  });
});

describe('mailtoHref and internalPath', () => {
  it('builds mailto links for addresses only', () => {
    expect(mailtoHref('atelier@treize.fr')).toBe('mailto:atelier@treize.fr');
    expect(mailtoHref('javascript:alert(1)')).toBeUndefined();
  });

  it('reads bare slugs as editorial pages', () => {
    expect(internalPath('notre-atelier')).toBe('/pages/notre-atelier');
    expect(internalPath('/collections/bagues')).toBe('/collections/bagues');
  });
});
