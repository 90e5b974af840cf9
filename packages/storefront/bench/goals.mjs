// The table of goals printed at the end of `npm run bench`: every figure as now/goal, from one
// run. A figure the run could not measure says why rather than disappearing.

const status = (ok) =>
  ok === null ? 'unknown' : ok === undefined ? 'reference' : ok ? 'met' : 'MISSED';
const rounds = (figure) => `rounds ${figure.values.map((value) => value.toFixed(2)).join(' ')}`;

/** The goals, each with how its figure reads from this run's `figures` (or why it is absent). */
function goalRows(figures) {
  const rows = [];
  const skipped = (part) => `not measured: BENCH_PARTS left out ${part}`;
  const notMeasured = (label, goal, why) => rows.push([label, why, goal, null]);

  if (figures.productShare) {
    rows.push([
      'uncached product page, share of its ceiling (req/s, same rounds)',
      `${figures.productShare.median.toFixed(2)} (${rounds(figures.productShare)})`,
      '≥ 0.8',
      figures.productShare.median >= 0.8,
    ]);
    rows.push([
      'uncached home page, share of its own ceiling',
      `${figures.homeShare.median.toFixed(2)} (${rounds(figures.homeShare)})`,
      '≥ 0.8',
      figures.homeShare.median >= 0.8,
    ]);
    rows.push([
      'product page p99 / ceiling p99',
      `${figures.productP99Ms} / ${figures.ceilingP99Ms} ms; ${figures.productP99.median.toFixed(2)}× within rounds`,
      '≤ 1.3×',
      figures.productP99.median <= 1.3,
    ]);
    if (figures.hydrogen.unavailable)
      notMeasured(
        "uncached product page vs Shopify's Hydrogen skeleton, req/s",
        '≥ 3×',
        `not measured: ${figures.hydrogen.unavailable}`,
      );
    else {
      rows.push([
        `uncached product page vs ${figures.hydrogen.name}, req/s`,
        `${figures.hydrogen.product.median.toFixed(2)}× (${rounds(figures.hydrogen.product)})`,
        '≥ 3×',
        figures.hydrogen.product.median >= 3,
      ]);
      rows.push([
        `uncached home page vs ${figures.hydrogen.name}, req/s`,
        `${figures.hydrogen.home.median.toFixed(2)}× (${rounds(figures.hydrogen.home)})`,
        '',
        undefined,
      ]);
    }
  } else notMeasured('server throughput and tails against the ceilings', '', skipped('load'));

  if (figures.lighthouse) {
    for (const page of figures.lighthouse) {
      const scores = page.runs.map((run) => run.score);
      const tbts = page.runs.map((run) => run.tbtMs);
      const worstTbt = Math.max(...tbts);
      rows.push([
        `Lighthouse mobile, every run: ${page.name} (score min; TBT max)`,
        `${Math.min(...scores)} (${scores.join(' ')}); ${worstTbt.toFixed(0)} ms`,
        '≥ 95, ≤ 150 ms',
        Math.min(...scores) >= 95 && worstTbt <= 150,
      ]);
    }
    const worstCls = Math.max(...figures.lighthouse.map((p) => p.cls));
    rows.push(['Lighthouse CLS, worst page', worstCls.toFixed(3), '≤ 0.02', worstCls <= 0.02]);
  } else notMeasured('Lighthouse mobile, every run', '≥ 95, ≤ 150 ms', skipped('lighthouse'));

  if (figures.interactions) {
    for (const row of figures.interactions)
      if (row.error)
        notMeasured(
          `interaction to next paint, 4× slower CPU: ${row.name}`,
          '≤ 200 ms',
          `not measured: ${row.error}`,
        );
      else
        rows.push([
          `interaction to next paint, 4× slower CPU: ${row.name} (worst of ${row.runs.length})`,
          `${row.worst} ms (median ${row.median})`,
          '≤ 200 ms',
          row.worst <= 200,
        ]);
  } else
    notMeasured('interaction to next paint, 4× slower CPU', '≤ 200 ms', skipped('interactions'));

  if (figures.sizes) {
    for (const row of figures.sizes)
      rows.push([
        `${row.name}, 5,000 products against 50 (uncached req/s, same rounds)`,
        `${row.slower >= 1 ? `${row.slower.toFixed(2)}× slower` : `${(1 / row.slower).toFixed(2)}× faster`} (${row.small.toFixed(0)} → ${row.large.toFixed(0)} req/s)`,
        '≤ 1.5×',
        row.slower <= 1.5 && row.errors === 0,
      ]);
  } else
    notMeasured('collection, search and sitemap at 5,000 products', '≤ 1.5×', skipped('sizes'));

  if (figures.heaviestJs)
    rows.push([
      `first-load JS, gzip, heaviest page type (${figures.heaviestJs.name})`,
      `${figures.heaviestJs.kb.toFixed(1)} KB`,
      '≤ 120 KB',
      figures.heaviestJs.kb <= 120,
    ]);
  else notMeasured('first-load JS, gzip, heaviest page type', '≤ 120 KB', skipped('js'));

  if (figures.workersRatio !== undefined) {
    const goal = figures.cores >= 2 ? 1.7 : 1;
    rows.push([
      `uncached product page, ${figures.cores} workers relative to one, req/s`,
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
  } else
    notMeasured(
      'uncached product page, all cores relative to one worker',
      '≥ 1.7×',
      skipped('workers'),
    );
  return rows;
}

export function printGoals(figures) {
  const rows = goalRows(figures);
  const width = Math.max(...rows.map(([label]) => label.length));
  const nowWidth = Math.max(...rows.map(([, now]) => now.length));
  console.log(
    `\n${'figure'.padEnd(width)}  ${'now'.padEnd(nowWidth)}  ${'goal'.padEnd(14)}${figures.load ? `  (load average before the server rows: ${figures.load})` : ''}`,
  );
  for (const [label, now, goal, ok] of rows)
    console.log(
      `${label.padEnd(width)}  ${now.padEnd(nowWidth)}  ${goal.padEnd(14)}  ${status(ok)}`,
    );
}
