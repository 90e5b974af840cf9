import { readFileSync } from 'node:fs';
import type { MarkupNode } from '../../markupTree.mjs';

let cached: { path: string; tree: MarkupNode[] } | undefined;

/**
 * The markup the bench took from the shop's product page (`BENCH_MARKUP_TREE`, a JSON file), read
 * once: the page under test is React Router rendering it, not this file read.
 */
export function benchMarkupTree(): MarkupNode[] {
  const path = process.env.BENCH_MARKUP_TREE;
  if (!path) throw new Response('BENCH_MARKUP_TREE names no markup file', { status: 404 });
  if (cached?.path !== path) cached = { path, tree: JSON.parse(readFileSync(path, 'utf8')) };
  return cached.tree;
}
