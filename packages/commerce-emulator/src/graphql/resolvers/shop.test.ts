import { describe, expect, it } from 'vitest';
import { type Json, useHarness } from '../../test/harness.js';

const emu = useHarness();
const { q } = emu;

const POLICY = 'id handle title body url';
const SHOP = `
  query Shop($language: LanguageCode) @inContext(language: $language) {
    shop { id name description moneyFormat primaryDomain { host url sslEnabled } shipsToCountries
      brand { slogan shortDescription logo { id } squareLogo { id } coverImage { id }
        colors { primary { background foreground } secondary { background foreground } } }
      paymentSettings { acceptedCardBrands cardVaultUrl countryCode currencyCode
        enabledPresentmentCurrencies shopifyPaymentsAccountId supportedDigitalWallets }
      privacyPolicy { ${POLICY} } refundPolicy { ${POLICY} } shippingPolicy { ${POLICY} }
      termsOfService { ${POLICY} } subscriptionPolicy { __typename ${POLICY} }
      metafield(namespace: "custom", key: "x") { id }
      metafields(identifiers: [{ namespace: "custom", key: "a" }, { namespace: "custom", key: "b" }]) { id } }
  }`;

const LOCALIZATION = `
  query Localization($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    localization {
      availableCountries { isoCode name currency { isoCode name symbol }
        availableLanguages { isoCode name endonymName } defaultLanguage { isoCode name endonymName }
        unitSystem market { id handle } }
      availableLanguages { isoCode name endonymName }
      country { isoCode name unitSystem }
      language { isoCode name endonymName }
      market { id handle metafield(namespace: "custom", key: "a") { id }
        metafields(identifiers: [{ namespace: "custom", key: "a" }, { namespace: "custom", key: "b" }]) { id } }
    }
  }`;

describe('shop', () => {
  it('answers the shop in French: name, texts, domain, brand and payment settings', async () => {
    const { shop } = await q(SHOP);
    const url = emu.harness.emulator.url;
    expect(shop).toMatchObject({
      id: 'gid://shopify/Shop/9900000001',
      name: 'Atelier Treize',
      description: 'Bijoux faits main à Paris, d’une étoile à treize.',
      moneyFormat: '{{amount_with_comma_separator}} €',
      primaryDomain: { host: new URL(url).host, url, sslEnabled: false },
      shipsToCountries: ['FR', 'US'],
      brand: {
        slogan: 'D’une étoile à treize',
        shortDescription: 'Bijoux faits main à Paris.',
        logo: null,
        squareLogo: null,
        coverImage: null,
        colors: {
          primary: [{ background: '#f4efe6', foreground: '#1b1b1f' }],
          secondary: [{ background: '#d4af37', foreground: '#1b1b1f' }],
        },
      },
      paymentSettings: {
        acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
        cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
        countryCode: 'FR',
        currencyCode: 'EUR',
        enabledPresentmentCurrencies: ['EUR', 'USD'],
        shopifyPaymentsAccountId: null,
        supportedDigitalWallets: [],
      },
      metafield: null,
      metafields: [null, null],
    });
    expect(new URL(url).host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('answers the five policies with their ids, handles, titles, bodies and URLs, in French', async () => {
    const { shop } = await q(SHOP);
    const url = emu.harness.emulator.url;
    expect(shop.privacyPolicy).toEqual({
      id: 'gid://shopify/ShopPolicy/9600000',
      handle: 'privacy-policy',
      title: 'Politique de confidentialité',
      body: '<p>Nous ne collectons que les données nécessaires à vos commandes et, avec votre accord, à la mesure d’audience.</p>',
      url: `${url}/policies/privacy-policy`,
    });
    expect(shop.refundPolicy).toEqual({
      id: 'gid://shopify/ShopPolicy/9600001',
      handle: 'refund-policy',
      title: 'Politique de remboursement',
      body: '<p>Vous disposez de 30 jours pour nous retourner un bijou non porté dans son écrin.</p>',
      url: `${url}/policies/refund-policy`,
    });
    expect(shop.shippingPolicy).toEqual({
      id: 'gid://shopify/ShopPolicy/9600002',
      handle: 'shipping-policy',
      title: 'Politique d’expédition',
      body: '<p>Chaque commande part de l’atelier sous 48 heures, en envoi suivi.</p>',
      url: `${url}/policies/shipping-policy`,
    });
    expect(shop.termsOfService).toEqual({
      id: 'gid://shopify/ShopPolicy/9600003',
      handle: 'terms-of-service',
      title: 'Conditions d’utilisation',
      body: '<p>Les présentes conditions régissent vos achats sur notre boutique.</p>',
      url: `${url}/policies/terms-of-service`,
    });
    expect(shop.subscriptionPolicy).toEqual({
      __typename: 'ShopPolicyWithDefault',
      id: 'gid://shopify/ShopPolicy/9600004',
      handle: 'subscription-policy',
      title: 'Politique d’abonnement',
      // A narrow no-break space before the colon, as French typography wants.
      body: '<p>L’atelier ne propose pas d’abonnement\u202f: chaque bijou s’achète une seule fois, sans engagement.</p>',
      url: `${url}/policies/subscription-policy`,
    });
  });

  it('answers the shop’s texts and policies in English', async () => {
    const { shop } = await q(SHOP, { language: 'EN' });
    expect(shop.description).toBe('Jewellery made by hand in Paris, from one star to thirteen.');
    expect(shop.brand.slogan).toBe('From one star to thirteen');
    expect(shop.brand.shortDescription).toBe('Jewellery made by hand in Paris.');
    expect(
      [
        shop.privacyPolicy,
        shop.refundPolicy,
        shop.shippingPolicy,
        shop.termsOfService,
        shop.subscriptionPolicy,
      ].map((p: Json) => [p.title, p.body]),
    ).toEqual([
      [
        'Privacy policy',
        '<p>We only collect the data your orders need and, with your consent, audience measurement.</p>',
      ],
      ['Refund policy', '<p>You have 30 days to return an unworn piece in its box.</p>'],
      ['Shipping policy', '<p>Every order leaves the workshop within 48 hours, tracked.</p>'],
      ['Terms of service', '<p>These terms govern your purchases in our shop.</p>'],
      [
        'Subscription policy',
        '<p>The workshop offers no subscriptions: every piece is bought once, with no commitment.</p>',
      ],
    ]);
  });
});

describe('localization', () => {
  const french = { isoCode: 'FR', endonymName: 'français' };
  const english = { isoCode: 'EN', endonymName: 'English' };

  it('answers both markets with their currency, languages, unit system and market, named in French', async () => {
    const { localization } = await q(LOCALIZATION);
    const languages = [
      { ...french, name: 'français' },
      { ...english, name: 'anglais' },
    ];
    expect(localization).toEqual({
      availableCountries: [
        {
          isoCode: 'FR',
          name: 'France',
          currency: { isoCode: 'EUR', name: 'Euro', symbol: '€' },
          availableLanguages: languages,
          defaultLanguage: languages[0],
          unitSystem: 'METRIC_SYSTEM',
          market: { id: 'gid://shopify/Market/1', handle: 'fr' },
        },
        {
          isoCode: 'US',
          name: 'États-Unis',
          currency: { isoCode: 'USD', name: 'US Dollar', symbol: '$' },
          availableLanguages: languages,
          defaultLanguage: languages[1],
          unitSystem: 'IMPERIAL_SYSTEM',
          market: { id: 'gid://shopify/Market/2', handle: 'us' },
        },
      ],
      availableLanguages: languages,
      country: { isoCode: 'FR', name: 'France', unitSystem: 'METRIC_SYSTEM' },
      language: languages[0],
      // Shopify answers one null per identifier asked for, not an empty list.
      market: {
        id: 'gid://shopify/Market/1',
        handle: 'fr',
        metafield: null,
        metafields: [null, null],
      },
    });
  });

  it('answers the US market in English: its country, language, market and names', async () => {
    const { localization } = await q(LOCALIZATION, { country: 'US', language: 'EN' });
    expect(localization.country).toEqual({
      isoCode: 'US',
      name: 'United States',
      unitSystem: 'IMPERIAL_SYSTEM',
    });
    expect(localization.language).toEqual({ ...english, name: 'English' });
    expect(localization.availableLanguages).toEqual([
      { ...french, name: 'French' },
      { ...english, name: 'English' },
    ]);
    expect(localization.market).toEqual({
      id: 'gid://shopify/Market/2',
      handle: 'us',
      metafield: null,
      metafields: [null, null],
    });
    expect(localization.availableCountries[1].defaultLanguage).toEqual({
      ...english,
      name: 'English',
    });
  });
});

describe('collections', () => {
  const COLLECTION = `
    query Collection($handle: String!, $language: LanguageCode) @inContext(language: $language) {
      collection(handle: $handle) { id handle title description short: description(truncateAt: 30)
        descriptionHtml updatedAt image { id altText } seo { title description }
        onlineStoreUrl trackingParameters metafield(namespace: "custom", key: "x") { id }
        metafields(identifiers: [{ namespace: "custom", key: "a" }]) { id }
        products(first: 2) { edges { cursor node { handle } } nodes { handle } filters { id }
          pageInfo { hasNextPage hasPreviousPage } } }
    }`;

  it('answers a collection’s fields and its first products, in French', async () => {
    const { collection } = await q(COLLECTION, { handle: 'bagues' });
    expect(collection).toEqual({
      id: 'gid://shopify/Collection/9300000002',
      handle: 'bagues',
      title: 'Bagues',
      description: 'Joncs fins, chevalières et solitaires façonnés à la main dans notre atelier.',
      short: 'Joncs fins, chevalières et so…',
      descriptionHtml:
        '<p>Joncs fins, chevalières et solitaires façonnés à la main dans notre atelier.</p>',
      updatedAt: '2026-10-20T09:00:00Z',
      image: { id: 'gid://shopify/ProductImage/anneau-treize-or', altText: 'Bagues' },
      seo: {
        title: 'Bagues',
        description: 'Joncs fins, chevalières et solitaires façonnés à la main dans notre atelier.',
      },
      onlineStoreUrl: null,
      trackingParameters: null,
      metafield: null,
      metafields: [null],
      products: {
        edges: [
          {
            cursor: 'dHJlaXplOmdpZDovL3Nob3BpZnkvUHJvZHVjdC85MTAwMDAwMDA5',
            node: { handle: 'anneau-treize' },
          },
          {
            cursor: 'dHJlaXplOmdpZDovL3Nob3BpZnkvUHJvZHVjdC85MTAwMDAwMDEw',
            node: { handle: 'chevaliere-astre' },
          },
        ],
        nodes: [{ handle: 'anneau-treize' }, { handle: 'chevaliere-astre' }],
        filters: [],
        pageInfo: { hasNextPage: true, hasPreviousPage: false },
      },
    });
  });

  it('answers a collection in English, its products sorted by price from the dearest', async () => {
    const data = await q(`query @inContext(language: EN) { collection(handle: "bagues") {
      title description descriptionHtml image { altText } seo { title description }
      products(first: 10, sortKey: PRICE, reverse: true) { nodes { handle } } } }`);
    const text = 'Thin bands, signet rings and solitaires shaped by hand in our workshop.';
    expect(data.collection).toEqual({
      title: 'Rings',
      description: text,
      descriptionHtml: `<p>${text}</p>`,
      image: { altText: 'Rings' },
      seo: { title: 'Rings', description: text },
      products: {
        nodes: [
          { handle: 'bague-comete' },
          { handle: 'solitaire-aube' },
          { handle: 'chevaliere-astre' },
          { handle: 'anneau-treize' },
          { handle: 'trois-anneaux' },
          { handle: 'jonc-fin' },
        ],
      },
    });
  });
});

describe('menus', () => {
  const MENU = `
    query Menu($handle: String!, $language: LanguageCode) @inContext(language: $language) {
      menu(handle: $handle) { id handle title itemsCount
        items { id title type url resourceId tags items { id }
          resource { __typename ... on Collection { handle } ... on ShopPolicy { id handle title } } } }
    }`;

  it('answers the main menu: one item per collection, with ids, titles and links', async () => {
    const { menu } = await q(MENU, { handle: 'main-menu' });
    const url = emu.harness.emulator.url;
    const item = (n: number, handle: string, title: string) => ({
      id: `gid://shopify/MenuItem/${9_700_000 + n}`,
      title,
      type: 'COLLECTION',
      url: `${url}/collections/${handle}`,
      resourceId: `gid://shopify/Collection/${9_300_000_001 + n}`,
      tags: [],
      items: [],
      resource: { __typename: 'Collection', handle },
    });
    expect(menu).toEqual({
      id: 'gid://shopify/Menu/9800001',
      handle: 'main-menu',
      title: 'Menu principal',
      itemsCount: 5,
      items: [
        item(0, 'boucles-d-oreilles', 'Boucles d’oreilles'),
        item(1, 'bagues', 'Bagues'),
        item(2, 'colliers', 'Colliers'),
        item(3, 'bracelets', 'Bracelets'),
        item(4, 'nouveautes', 'Nouveautés'),
      ],
    });
    const en = await q(MENU, { handle: 'main-menu', language: 'EN' });
    expect(en.menu.title).toBe('Main menu');
    expect(en.menu.items[1].title).toBe('Rings');
  });

  it('answers the footer: the four legal policies, the subscription policy left out', async () => {
    const { menu } = await q(MENU, { handle: 'footer' });
    const url = emu.harness.emulator.url;
    const item = (n: number, handle: string, title: string) => ({
      id: `gid://shopify/MenuItem/${9_710_000 + n}`,
      title,
      type: 'SHOP_POLICY',
      url: `${url}/policies/${handle}`,
      resourceId: `gid://shopify/ShopPolicy/${9_600_000 + n}`,
      tags: [],
      items: [],
      resource: {
        __typename: 'ShopPolicy',
        id: `gid://shopify/ShopPolicy/${9_600_000 + n}`,
        handle,
        title,
      },
    });
    expect(menu).toEqual({
      id: 'gid://shopify/Menu/9800002',
      handle: 'footer',
      title: 'Pied de page',
      itemsCount: 4,
      items: [
        item(0, 'privacy-policy', 'Politique de confidentialité'),
        item(1, 'refund-policy', 'Politique de remboursement'),
        item(2, 'shipping-policy', 'Politique d’expédition'),
        item(3, 'terms-of-service', 'Conditions d’utilisation'),
      ],
    });
    const en = await q(MENU, { handle: 'footer', language: 'EN' });
    expect(en.menu.title).toBe('Footer');
    expect(en.menu.items.map((i: Json) => i.title)).toEqual([
      'Privacy policy',
      'Refund policy',
      'Shipping policy',
      'Terms of service',
    ]);
    expect((await q(MENU, { handle: 'nope' })).menu).toBeNull();
  });
});
