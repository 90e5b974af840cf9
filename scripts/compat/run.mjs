#!/usr/bin/env node
/**
 * Compatibility check: do Shopify's own Hydrogen skeletons run against the commerce
 * emulator without a single GraphQL error?
 *
 * For each covered skeleton it fetches `@shopify/cli-hydrogen` (which ships the starter template)
 * and `@shopify/hydrogen` (which holds the cart handler's, redirect's and sitemap's documents) with `npm pack`, collects every
 * Storefront API document of the template's routes and of the cart handler, and runs each one
 * against a fresh emulator at the skeleton's API version with the variables a shopper's visit
 * would send (a product, a collection, the journal, a cart with a line, a discount and a gift
 * card code…). It prints, per version, which route's documents pass, and exits 1 on any GraphQL
 * error. Customer Account API documents are listed as skipped: they do not go to the Storefront API.
 *
 * By default it does not install the skeleton's dependencies (several hundred MB and the workerd
 * binary per version, too heavy for CI's 2 cores). With `--serve` it does, once, and serves the
 * skeletons marked `serve` with MiniOxygen, visiting every route and cart action (serve.mjs).
 *
 * Usage: npm run compat [-- --only 2023-10] [-- --serve]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parse, print, visit, Kind } from 'graphql';
import { startCommerceEmulator } from '@treize/commerce-emulator';
import { SKELETONS, cache, unpack } from './skeletons.mjs';

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;

const walk = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** `#graphql` template literals of some source files, their `${CONSTANT}` fragments filled in. */
function documentsOf(files) {
  const constants = new Map();
  const raw = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /(?:const|var|let)\s+([A-Za-z_$][\w$]*)\s*=\s*`(#graphql[\s\S]*?)`/g,
    ))
      constants.set(m[1], m[2]);
    for (const m of text.matchAll(/`(#graphql[\s\S]*?)`/g)) raw.push({ file, text: m[1] });
  }
  const fill = (text, depth = 0) =>
    depth > 6
      ? text
      : fill(
          text.replace(/\$\{([A-Za-z_$][\w$]*)\}/g, (_, n) => constants.get(n) ?? ''),
          depth + 1,
        );
  const fragments = new Map();
  const operations = [];
  for (const { file, text } of raw) {
    let document;
    try {
      document = parse(fill(text).replace(/\$\{[^}]*\}/g, ''));
    } catch {
      continue; // a template built at runtime (field names passed in); not a static document
    }
    for (const def of document.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
      if (def.kind === Kind.OPERATION_DEFINITION && def.name) operations.push({ file, def });
    }
  }
  const seen = new Set();
  return operations
    .filter(({ def }) => !seen.has(def.name.value) && seen.add(def.name.value))
    .map(({ file, def }) => {
      const needed = new Map();
      const spreadsOf = (node) => {
        visit(node, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (fragment && !needed.has(spread.name.value)) {
              needed.set(spread.name.value, fragment);
              spreadsOf(fragment);
            }
          },
        });
      };
      spreadsOf(def);
      return {
        file,
        name: def.name.value,
        query: [print(def), ...[...needed.values()].map(print)].join('\n'),
      };
    });
}

/** What a shopper's visit would send, by variable name (and operation for handles). */
function variablesFor(operation, def, state) {
  const handles = {
    Product: 'etoile-treize',
    Collection: 'bagues',
    Blog: 'journal',
    Article: 'journal',
    Page: 'notre-atelier',
  };
  const handleFor =
    Object.entries(handles).find(([k]) => operation.startsWith(k))?.[1] ?? 'etoile-treize';
  const known = {
    handle: handleFor,
    blogHandle: 'journal',
    articleHandle: 'treize-etoiles',
    productHandle: 'etoile-treize',
    country: 'FR',
    language: 'FR',
    first: 8,
    last: null,
    startCursor: null,
    endCursor: null,
    cartId: state.cartId,
    id: state.cartId,
    lines: operation.includes('Update')
      ? [{ id: state.lineId, quantity: 2 }]
      : [{ merchandiseId: state.variantId, quantity: 1 }],
    lineIds: [state.lineId],
    discountCodes: ['TREIZE10'],
    giftCardCodes: ['ETOILE50CADEAU13'],
    appliedGiftCardIds: [state.giftCardId],
    note: 'Pour un anniversaire',
    buyerIdentity: { countryCode: 'US' },
    attributes: [{ key: 'gift', value: 'yes' }],
    input: operation.includes('MetafieldDelete')
      ? { ownerId: state.cartId, key: 'custom.gift' }
      : { lines: [{ merchandiseId: state.variantId, quantity: 1 }] },
    selectedOptions: [{ name: 'Oreille', value: 'Paire' }],
    term: 'lune',
    query: 'lune',
    limit: 5,
    limitScope: 'EACH',
    types: ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'],
    headerMenuHandle: 'main-menu',
    footerMenuHandle: 'footer',
    privacyPolicy: true,
    refundPolicy: true,
    shippingPolicy: true,
    termsOfService: true,
    subscriptionPolicy: true,
    type: 'PRODUCT',
    page: 1,
    productId: state.productId,
    selectedDeliveryOptions: [],
    metafields: [],
    urlRedirectsQuery: 'path:/products/etoile-13',
    pageBy: 8,
    withCart: true,
    urlLimits: 250,
    searchTerm: 'lune',
    customerAccessToken: state.customerAccessToken,
    email: state.email,
    orderId: 'gid://shopify/Order/1',
    addressId: 'gid://shopify/MailingAddress/1',
    customer: { firstName: 'Camille' },
    address: { address1: '13 rue de Turenne', city: 'Paris', country: 'France', zip: '75003' },
  };
  // The legacy customer API's inputs: a known customer, or tokens a link would carry.
  const customerInputs = {
    login: { email: state.email, password: state.password },
    registerLogin: { email: state.email, password: state.password },
    customerCreate: { email: `compat-${Date.now()}@example.com`, password: state.password },
    customerActivate: { activationToken: 'not-a-token', password: state.password },
    customerReset: { resetToken: 'not-a-token', password: state.password },
  };
  if (customerInputs[operation]) known.input = customerInputs[operation];
  const variables = {};
  const missing = [];
  for (const v of def.variableDefinitions ?? []) {
    const name = v.variable.name.value;
    if (name in known) variables[name] = known[name];
    else if (v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue) missing.push(name);
  }
  if (
    operation.includes('Sitemap') &&
    def.variableDefinitions?.some((v) => v.variable.name.value === 'type')
  )
    variables.type = 'PRODUCT';
  return { variables, missing };
}

async function gql(url, version, query, variables) {
  const response = await fetch(`${url}/api/${version}/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'local-storefront-token',
    },
    body: JSON.stringify({ query, variables }),
  });
  return { served: response.headers.get('x-shopify-api-version'), body: await response.json() };
}

if (process.argv.includes('--serve')) {
  const { serveSkeletons } = await import('./serve.mjs');
  const failed = await serveSkeletons(
    SKELETONS.filter((s) => (only ? s.apiVersion === only : s.serve)),
    { unpack, cache },
  );
  console.log(
    failed
      ? `\n${failed} route(s) or cart action(s) failed.`
      : '\nEvery route and cart action passed.',
  );
  process.exit(failed ? 1 : 0);
}

let failures = 0;
for (const skeleton of SKELETONS.filter((s) => !only || s.apiVersion === only)) {
  const cli = unpack('@shopify/cli-hydrogen', skeleton.cli);
  const hydrogen = unpack('@shopify/hydrogen', skeleton.hydrogen);
  const starter = ['dist/assets/hydrogen/starter', 'dist/generator-templates/starter']
    .map((p) => join(cli, p))
    .find(existsSync);
  const templateFiles = walk(join(starter, 'app')).filter((f) => /\.(tsx?|jsx?)$/.test(f));
  const hydrogenFiles = walk(join(hydrogen, 'dist')).filter((f) =>
    /production\/index\.js$/.test(f),
  );
  const documents = documentsOf([...templateFiles, ...hydrogenFiles]);
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-compat-'));
  const emulator = await startCommerceEmulator({ port: 0, dataDir });
  try {
    const v = skeleton.apiVersion;
    const variant = (
      await gql(
        emulator.url,
        v,
        '{ product(handle: "etoile-treize") { id variants(first: 1) { nodes { id } } } }',
        {},
      )
    ).body.data.product;
    const cart = (
      await gql(
        emulator.url,
        v,
        'mutation ($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v}]}) { cart { id lines(first: 1) { nodes { id } } } } }',
        { v: variant.variants.nodes[0].id },
      )
    ).body.data.cartCreate.cart;
    const email = `compat-shopper-${Date.now()}@example.com`;
    const password = 'treize-compat-1';
    await gql(
      emulator.url,
      v,
      'mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }',
      { input: { email, password } },
    );
    const token = (
      await gql(
        emulator.url,
        v,
        'mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
        { input: { email, password } },
      )
    ).body.data.customerAccessTokenCreate.customerAccessToken.accessToken;
    const state = {
      email,
      password,
      customerAccessToken: token,
      cartId: cart.id,
      lineId: cart.lines.nodes[0].id,
      variantId: variant.variants.nodes[0].id,
      productId: variant.id,
      giftCardId: 'gid://shopify/AppliedGiftCard/9440001',
    };
    console.log(
      `\nHydrogen ${skeleton.hydrogen} skeleton (cli-hydrogen ${skeleton.cli}), Storefront API ${v}`,
    );
    for (const doc of documents) {
      const where = relative(cli, doc.file).startsWith('..')
        ? `@shopify/hydrogen ${skeleton.hydrogen}`
        : relative(starter, doc.file);
      if (
        /customer-account|CustomerAccount/i.test(doc.file + doc.name) &&
        !/storefront/i.test(doc.name)
      ) {
        console.log(`  skip  ${doc.name.padEnd(34)} ${where} (Customer Account API)`);
        continue;
      }
      const def = parse(doc.query).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      const { variables, missing } = variablesFor(doc.name, def, state);
      if (missing.length) {
        console.log(`  skip  ${doc.name.padEnd(34)} ${where} (needs ${missing.join(', ')})`);
        continue;
      }
      const { served, body } = await gql(emulator.url, v, doc.query, variables);
      if (body.errors?.length) {
        failures++;
        console.log(
          `  FAIL  ${doc.name.padEnd(34)} ${where} [served ${served}]: ${body.errors.map((e) => e.message).join(' | ')}`,
        );
      } else console.log(`  pass  ${doc.name.padEnd(34)} ${where}`);
    }
  } finally {
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  failures
    ? `\n${failures} document(s) answered GraphQL errors.`
    : '\nEvery document ran without a GraphQL error.',
);
process.exit(failures ? 1 : 0);
