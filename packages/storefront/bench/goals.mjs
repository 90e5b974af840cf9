// Issue 16's table, printed at the end of `npm run bench`: every figure as now/goal, from one run.

const met = (ok) => (ok ? 'met' : 'MISSED');

/** One line per figure measured in this run; parts left out (BENCH_PARTS) print nothing. */
export function printGoals(figures) {
  const rows = [];
  if (figures.productRatio !== undefined) {
    rows.push([
      'product page rendered every request, req/s relative to the empty page',
      figures.productRatio.toFixed(2),
      '≥ 0.5',
      figures.productRatio >= 0.5,
    ]);
    rows.push(['home page, same', figures.homeRatio.toFixed(2), '≥ 0.5', figures.homeRatio >= 0.5]);
    // Not a goal: what React Router does with the product page's markup and none of the shop's
    // code, the most the product page's row could reach on this stack.
    rows.push([
      "the product page's markup without the shop's code, same (the ceiling)",
      figures.markupRatio.toFixed(2),
      '',
      undefined,
    ]);
    rows.push([
      "product page p99 relative to the empty page's p99",
      `${figures.productP99Ratio.toFixed(1)}×`,
      '≤ 1.5×',
      figures.productP99Ratio <= 1.5,
    ]);
    rows.push([
      "the product page's markup without the shop's code, p99 the same way",
      `${figures.markupP99Ratio.toFixed(1)}×`,
      '',
      undefined,
    ]);
  }
  if (figures.workersRatio !== undefined) {
    const goal = figures.cores >= 2 ? 1.7 : 1;
    rows.push([
      `product page rendered every request, ${figures.cores} workers relative to one`,
      `${figures.workersRatio.toFixed(2)}×`,
      `≥ ${goal}×`,
      figures.workersRatio >= goal,
    ]);
    rows.push([
      'a page cached by one process, served by another through Redis',
      figures.sharedCacheStatus ?? 'none',
      'HIT',
      figures.sharedCacheStatus === 'HIT',
    ]);
  }
  if (figures.productJsKb !== undefined) {
    rows.push([
      `product page first-load JavaScript, gzip (React + React Router alone: ${figures.emptyJsKb.toFixed(0)} KB)`,
      `${figures.productJsKb.toFixed(1)} KB`,
      '≤ 120 KB',
      figures.productJsKb <= 120,
    ]);
    rows.push([
      `heaviest page type's first-load JavaScript (${figures.heaviestJs.name})`,
      `${figures.heaviestJs.kb.toFixed(1)} KB`,
      '≤ 120 KB',
      figures.heaviestJs.kb <= 120,
    ]);
  }
  if (figures.lighthouse) {
    const pages = figures.lighthouse;
    rows.push([
      `Lighthouse mobile performance: ${pages.map((p) => p.name).join(' / ')}`,
      pages.map((p) => p.score).join(' / '),
      '≥ 95 each',
      pages.every((p) => p.score >= 95),
    ]);
    const worstCls = Math.max(...pages.map((p) => p.cls));
    rows.push(['Lighthouse CLS, worst page', worstCls.toFixed(3), '≤ 0.02', worstCls <= 0.02]);
  }
  if (rows.length === 0) return;
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${'figure'.padEnd(width)}  ${'now'.padStart(17)}  goal`);
  for (const [label, now, goal, ok] of rows)
    console.log(
      `${label.padEnd(width)}  ${now.padStart(17)}  ${goal.padEnd(9)}  ${ok === undefined ? 'reference' : met(ok)}`,
    );
}
