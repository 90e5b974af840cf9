import type { Lang } from '../../catalogue/records.js';
import type { ResolverMap } from '../schema.js';
import { MARKETS, type RequestContext } from '../context.js';
import { collectionSource, type CollectionSource } from '../sources.js';
import { truncate } from './product.js';
import { connection, type PageArgs } from '../connection.js';
import type { ProductSort } from '../../store/catalogueStore.js';
import { productSource } from '../sources.js';
import { imageSource } from './media.js';
import { escapeHtml } from '../../http/respond.js';

const LANGUAGES: Record<'FR' | 'EN', { name: Record<Lang, string>; endonym: string }> = {
  FR: { name: { fr: 'français', en: 'French' }, endonym: 'français' },
  EN: { name: { fr: 'anglais', en: 'English' }, endonym: 'English' },
};
const CURRENCY_NAMES = {
  EUR: { name: 'Euro', symbol: '€' },
  USD: { name: 'US Dollar', symbol: '$' },
};

const language = (code: 'FR' | 'EN', ctx: RequestContext) => ({
  isoCode: code,
  name: LANGUAGES[code].name[ctx.lang],
  endonymName: LANGUAGES[code].endonym,
});

const market = (country: string) => ({
  __typename: 'Market',
  id: `gid://shopify/Market/${country === 'US' ? 2 : 1}`,
  handle: country.toLowerCase(),
});

function country(code: string, ctx: RequestContext) {
  const entry = MARKETS[code] ?? MARKETS.FR;
  const currency = entry?.currency ?? 'EUR';
  return {
    isoCode: code,
    name: entry?.name[ctx.lang] ?? code,
    currency: { isoCode: currency, ...CURRENCY_NAMES[currency] },
    availableLanguages: [language('FR', ctx), language('EN', ctx)],
    defaultLanguage: language(code === 'US' ? 'EN' : 'FR', ctx),
    unitSystem: code === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    market: market(code),
  };
}

/** The shop's legal policies, as Shopify serves them (title and HTML body per language). */
export const POLICIES: Record<string, { title: Record<Lang, string>; body: Record<Lang, string> }> =
  {
    'privacy-policy': {
      title: { fr: 'Politique de confidentialité', en: 'Privacy policy' },
      body: {
        fr: '<p>Nous ne collectons que les données nécessaires à vos commandes et, avec votre accord, à la mesure d’audience.</p>',
        en: '<p>We only collect the data your orders need and, with your consent, audience measurement.</p>',
      },
    },
    'refund-policy': {
      title: { fr: 'Politique de remboursement', en: 'Refund policy' },
      body: {
        fr: '<p>Vous disposez de 30 jours pour nous retourner un bijou non porté dans son écrin.</p>',
        en: '<p>You have 30 days to return an unworn piece in its box.</p>',
      },
    },
    'shipping-policy': {
      title: { fr: 'Politique d’expédition', en: 'Shipping policy' },
      body: {
        fr: '<p>Chaque commande part de l’atelier sous 48 heures, en envoi suivi.</p>',
        en: '<p>Every order leaves the workshop within 48 hours, tracked.</p>',
      },
    },
    'terms-of-service': {
      title: { fr: 'Conditions d’utilisation', en: 'Terms of service' },
      body: {
        fr: '<p>Les présentes conditions régissent vos achats sur notre boutique.</p>',
        en: '<p>These terms govern your purchases in our shop.</p>',
      },
    },
    'subscription-policy': {
      title: { fr: 'Politique d’abonnement', en: 'Subscription policy' },
      body: {
        fr: '<p>L’atelier ne propose pas d’abonnement : chaque bijou s’achète une seule fois, sans engagement.</p>',
        en: '<p>The workshop offers no subscriptions: every piece is bought once, with no commitment.</p>',
      },
    },
  };

function policy(handle: string, index: number, ctx: RequestContext) {
  const entry = POLICIES[handle];
  if (!entry) return null;
  return {
    __typename: 'ShopPolicy',
    id: `gid://shopify/ShopPolicy/${9_600_000 + index}`,
    handle,
    title: entry.title[ctx.lang],
    body: entry.body[ctx.lang],
    url: `${ctx.origin}/policies/${handle}`,
  };
}

/** The menus a storefront asks for by handle: collections in the header, policies in the footer. */
export function menu(handle: string, ctx: RequestContext) {
  if (handle === 'main-menu') {
    const items = ctx.catalogue.collections().map((c, i) => ({
      __typename: 'MenuItem',
      id: `gid://shopify/MenuItem/${9_700_000 + i}`,
      title: c.title[ctx.lang],
      type: 'COLLECTION',
      url: `${ctx.origin}/collections/${c.handle}`,
      resourceId: c.id,
      resource: collectionSource(c),
      tags: [],
      items: [],
    }));
    return {
      __typename: 'Menu',
      id: 'gid://shopify/Menu/9800001',
      handle,
      title: ctx.lang === 'en' ? 'Main menu' : 'Menu principal',
      items,
      itemsCount: items.length,
    };
  }
  if (handle === 'footer') {
    // The footer lists the four legal policies; the subscription policy has no link there.
    const items = Object.keys(POLICIES)
      .filter((h) => h !== 'subscription-policy')
      .map((h, i) => ({
        __typename: 'MenuItem',
        id: `gid://shopify/MenuItem/${9_710_000 + i}`,
        title: POLICIES[h]?.title[ctx.lang] ?? h,
        type: 'SHOP_POLICY',
        url: `${ctx.origin}/policies/${h}`,
        resourceId: `gid://shopify/ShopPolicy/${9_600_000 + i}`,
        resource: policy(h, i, ctx),
        tags: [],
        items: [],
      }));
    return {
      __typename: 'Menu',
      id: 'gid://shopify/Menu/9800002',
      handle,
      title: ctx.lang === 'en' ? 'Footer' : 'Pied de page',
      items,
      itemsCount: items.length,
    };
  }
  return null;
}

export const shopResolvers: ResolverMap = {
  Shop: {
    id: () => 'gid://shopify/Shop/9900000001',
    name: () => 'Atelier Treize',
    description: (_s: unknown, _a: unknown, ctx) =>
      ctx.lang === 'en'
        ? 'Jewellery made by hand in Paris, from one star to thirteen.'
        : 'Bijoux faits main à Paris, d’une étoile à treize.',
    moneyFormat: () => '{{amount_with_comma_separator}} €',
    primaryDomain: (_s: unknown, _a: unknown, ctx) => ({
      host: new URL(ctx.origin).host,
      url: ctx.origin,
      sslEnabled: false,
    }),
    shipsToCountries: () => ['FR', 'US'],
    // No uploaded logo or cover: the storefront draws its own wordmark and monogram.
    brand: (_s: unknown, _a: unknown, ctx) => ({
      slogan: ctx.lang === 'en' ? 'From one star to thirteen' : 'D’une étoile à treize',
      shortDescription:
        ctx.lang === 'en' ? 'Jewellery made by hand in Paris.' : 'Bijoux faits main à Paris.',
      logo: null,
      squareLogo: null,
      coverImage: null,
      colors: {
        primary: [{ background: '#f4efe6', foreground: '#1b1b1f' }],
        secondary: [{ background: '#d4af37', foreground: '#1b1b1f' }],
      },
    }),
    paymentSettings: () => ({
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
      countryCode: 'FR',
      currencyCode: 'EUR',
      enabledPresentmentCurrencies: ['EUR', 'USD'],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: [],
    }),
    privacyPolicy: (_s: unknown, _a: unknown, ctx) => policy('privacy-policy', 0, ctx),
    refundPolicy: (_s: unknown, _a: unknown, ctx) => policy('refund-policy', 1, ctx),
    shippingPolicy: (_s: unknown, _a: unknown, ctx) => policy('shipping-policy', 2, ctx),
    termsOfService: (_s: unknown, _a: unknown, ctx) => policy('terms-of-service', 3, ctx),
    subscriptionPolicy: (_s: unknown, _a: unknown, ctx) => {
      const found = policy('subscription-policy', 4, ctx);
      return found && { ...found, __typename: 'ShopPolicyWithDefault' };
    },
    metafield: () => null,
    metafields: (_s: unknown, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
  },
  Market: {
    id: (m: { id: string }) => m.id,
    handle: (m: { handle: string }) => m.handle,
    metafield: () => null,
    // One null per identifier asked for, as Shopify answers for metafields that are not set.
    metafields: (_m: unknown, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
  },
  Localization: {
    availableCountries: (_s: unknown, _a: unknown, ctx) =>
      Object.keys(MARKETS).map((c) => country(c, ctx)),
    availableLanguages: (_s: unknown, _a: unknown, ctx) => [
      language('FR', ctx),
      language('EN', ctx),
    ],
    country: (_s: unknown, _a: unknown, ctx) => country(ctx.country, ctx),
    language: (_s: unknown, _a: unknown, ctx) => language(ctx.lang === 'en' ? 'EN' : 'FR', ctx),
    market: (_s: unknown, _a: unknown, ctx) => market(ctx.country),
  },
  Collection: {
    id: (c: CollectionSource) => c.record.id,
    handle: (c: CollectionSource) => c.record.handle,
    title: (c: CollectionSource, _a: unknown, ctx) => c.record.title[ctx.lang],
    description: (c: CollectionSource, a: { truncateAt?: number | null }, ctx) =>
      truncate(c.record.description[ctx.lang], a.truncateAt),
    descriptionHtml: (c: CollectionSource, _a: unknown, ctx) =>
      `<p>${escapeHtml(c.record.description[ctx.lang])}</p>`,
    updatedAt: (c: CollectionSource) => c.record.updatedAt,
    image: (c: CollectionSource, _a: unknown, ctx) =>
      c.record.imageKey ? imageSource(ctx, c.record.imageKey, c.record.title[ctx.lang]) : null,
    seo: (c: CollectionSource, _a: unknown, ctx) => ({
      title: c.record.title[ctx.lang],
      description: c.record.description[ctx.lang],
    }),
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    products: (
      c: CollectionSource,
      a: PageArgs & { sortKey?: ProductSort | null; reverse?: boolean | null },
      ctx,
    ) => {
      const ids = ctx.catalogue.productIds({
        lang: ctx.lang,
        currency: ctx.currency,
        sortKey: a.sortKey ?? 'COLLECTION_DEFAULT',
        reverse: a.reverse,
        collectionId: c.record.id,
      });
      return productConnection(ids, a, ctx);
    },
    metafield: () => null,
    metafields: (_c: CollectionSource, a: { identifiers: unknown[] }) =>
      a.identifiers.map(() => null),
  },
};

/** A ProductConnection over ordered ids: only the page's products are loaded. */
export function productConnection(ids: string[], args: PageArgs, ctx: RequestContext) {
  const page = connection(
    ids,
    args,
    (id) => id,
    (id) => id,
  );
  const load = (id: string) => {
    const loaded = ctx.catalogue.productById(id);
    return loaded ? productSource(loaded) : null;
  };
  const edges = page.edges.map((e) => ({ cursor: e.cursor, node: load(e.node) }));
  return { ...page, edges, nodes: edges.map((e) => e.node), filters: [] };
}
