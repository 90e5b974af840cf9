import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/fakes';
import { LOCALES, type Locale } from '../i18n/locales';
import type { RootData } from '../rootData';
import { homeCrumb, shopOrganization } from './shopStructuredData';

const [fr, enUs] = LOCALES as [Locale, Locale];

function root(layout: unknown, locale: Locale = fr): RootData {
  return {
    locale,
    layout,
    preview: false,
    imageConfig: testContext().imageConfig,
    origin: 'http://shop.test',
  } as unknown as RootData;
}

const external = (url: string) => ({ _type: 'linkExternal', label: url, url });

describe('the shop as an organisation (structured data)', () => {
  it('is named by the layout, at the French home, with the favicon as logo', () => {
    expect(shopOrganization(root({ seo: { title: 'Treize Paris' } }, enUs))).toEqual({
      name: 'Treize Paris',
      url: 'http://shop.test/',
      logo: 'http://shop.test/favicon.svg',
      sameAs: [],
    });
  });

  it('names as its profiles the footer web links, each once, in footer order', () => {
    const layout = {
      footer: {
        linkGroups: [
          {
            label: 'Suivre',
            links: [
              external('https://www.instagram.com/treize'),
              { _type: 'linkInternal', label: 'Atelier', slug: '/pages/notre-atelier' },
              external('http://www.pinterest.com/treize'),
            ],
          },
          { label: 'Vide' },
          {
            label: 'Encore',
            links: [
              external('https://www.instagram.com/treize'),
              external('mailto:bonjour@treize.test'),
              external("javascript:open('https://evil.test')"),
              { _type: 'linkInternal', label: 'Web', url: 'https://www.treize.test/' },
            ],
          },
        ],
      },
    };
    expect(shopOrganization(root(layout)).sameAs).toEqual([
      'https://www.instagram.com/treize',
      'http://www.pinterest.com/treize',
    ]);
  });

  it('has no profiles without a layout or footer', () => {
    expect(shopOrganization(root(null))).toMatchObject({ name: 'Atelier Treize', sameAs: [] });
    expect(shopOrganization(root({})).sameAs).toEqual([]);
    expect(shopOrganization(root({ footer: {} })).sameAs).toEqual([]);
  });
});

describe('the first breadcrumb', () => {
  it('is the home page in the page locale', () => {
    expect(homeCrumb(root({ seo: { title: 'Treize Paris' } }, enUs))).toEqual({
      name: 'Treize Paris',
      url: 'http://shop.test/en-us',
    });
    expect(homeCrumb(root(null))).toEqual({ name: 'Atelier Treize', url: 'http://shop.test/' });
  });
});
