import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MarkupNode } from '../../markupTree.mjs';

const trees = new Map<string, MarkupNode[]>();

/**
 * The markup the bench took from one of the shop's pages (`BENCH_MARKUP_DIR/<page>.json`), read
 * once: the page under test is React Router rendering it, not this file read.
 */
export function benchMarkupTree(page: string): MarkupNode[] {
  const dir = process.env.BENCH_MARKUP_DIR;
  if (!dir || !/^[a-z-]+$/.test(page))
    throw new Response('BENCH_MARKUP_DIR names no markup for this page', { status: 404 });
  let tree = trees.get(page);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(dir, `${page}.json`), 'utf8')) as MarkupNode[];
    trees.set(page, tree);
  }
  return tree;
}
