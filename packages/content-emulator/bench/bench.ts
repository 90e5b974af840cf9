/**
 * `npm run bench`: p50/p99 latency of the storefront's layout query and of a page query with
 * references, through the real @sanity/client over HTTP, on the demo dataset and on a generated
 * dataset of 5,000 documents. Not a test: it prints figures and asserts nothing.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContentEmulator } from '../src/index.js';

const TOKEN = 'bench-token';
const ITERATIONS = 400;
const WARM_UP = 40;
const TARGET_DOCUMENTS = 5_000;

const LAYOUT_QUERY = `*[_type == "layout" && language == $language][0]{
  ...,
  seo{..., image{..., "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height}},
  "globalProducts": globalProducts[]->{slug, editorial{label, title}}
}`;

const PAGE_QUERY = `*[_type == "page" && slug.current == $slug && language == $language][0]{
  _id, title, slug, seo,
  body[]{
    ...,
    _type == "module.singleImage" => {..., image{..., "asset": asset->{_id, url, metadata{dimensions}}}},
    _type in ["module.imageList", "module.gallery"] => {..., images[]{..., "asset": asset->{_id, url, metadata{dimensions}}}}
  },
  "translations": *[_type == "translation.metadata" && references(^._id)][0].translations[]{
    "language": _key, "slug": value->slug.current
  }
}`;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(2).padStart(6)} ms`,
  );
}

/** Grows the dataset to 5,000 documents: copies of the demo pages, product editorials and contact requests. */
async function generate(client: SanityClient): Promise<void> {
  const pages = await client.fetch<Record<string, unknown>[]>(
    '*[_type in ["page", "productEditorial"]]',
  );
  const existing = await client.fetch<number>('count(*)');
  const documents: Record<string, unknown>[] = [];
  for (let copy = 0; existing + documents.length < TARGET_DOCUMENTS; copy += 1) {
    for (const doc of pages) {
      if (existing + documents.length >= TARGET_DOCUMENTS) break;
      const slug = `${(doc.slug as { current: string }).current}-${copy}`;
      documents.push({
        ...doc,
        _id: `${doc._id}-copy-${copy}`,
        slug: { _type: 'slug', current: slug },
      });
    }
    if (copy % 5 === 0) {
      documents.push({
        _id: `contact-${copy}`,
        _type: 'contactRequest',
        language: 'fr',
        email: `client${copy}@example.org`,
      });
    }
  }
  for (let start = 0; start < documents.length; start += 250) {
    const transaction = client.transaction();
    for (const doc of documents.slice(start, start + 250))
      transaction.createOrReplace(doc as { _id: string; _type: string });
    await transaction.commit({ visibility: 'async', returnDocuments: false });
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-content-bench-'));
  const emulator = await startContentEmulator({ dataDir, port: 0, token: TOKEN });
  try {
    const client = createClient({
      projectId: 'treize',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
      apiHost: emulator.url,
      useProjectHostname: false,
    });
    const writer = client.withConfig({ token: TOKEN, perspective: 'raw' });
    for (const size of ['demo', 'generated'] as const) {
      if (size === 'generated') await generate(writer);
      const count = await writer.fetch<number>('count(*)');
      console.log(
        `\n${size} dataset: ${count} documents (${ITERATIONS} sequential requests each, after ${WARM_UP} warm-up)`,
      );
      await measure('layout query (published)', () =>
        client.fetch(LAYOUT_QUERY, { language: 'fr' }),
      );
      await measure('page query with references (published)', () =>
        client.fetch(PAGE_QUERY, { slug: 'notre-atelier', language: 'fr' }),
      );
      const preview = client.withConfig({ token: TOKEN, perspective: 'drafts' });
      await measure('page query with references (drafts)', () =>
        preview.fetch(PAGE_QUERY, { slug: 'savoir-faire', language: 'en' }),
      );
    }
  } finally {
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
