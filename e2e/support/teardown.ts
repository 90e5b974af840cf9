/**
 * Runs the steps of a teardown one after the other, each given `ms` to finish. A step that takes
 * longer is named on stderr and left behind, so the steps after it still run: the processes a
 * file started are stopped even when a browser context or a server is slow to close. A step that
 * fails is named and rethrown once every step has had its turn.
 */
export async function tearDown(
  steps: Array<[name: string, step: () => Promise<unknown> | undefined]>,
  ms = 20_000,
): Promise<void> {
  const failures: unknown[] = [];
  for (const [name, step] of steps) {
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      Promise.resolve()
        .then(step)
        .then(
          () => 'done' as const,
          (error: unknown) => {
            failures.push(error);
            return 'failed' as const;
          },
        ),
      new Promise<'slow'>((resolve) => {
        timer = setTimeout(() => resolve('slow'), ms);
      }),
    ]);
    clearTimeout(timer);
    if (outcome === 'slow')
      console.warn(`teardown: "${name}" did not finish in ${ms} ms; going on`);
    if (outcome === 'failed') console.warn(`teardown: "${name}" failed`);
  }
  if (failures.length > 0) throw failures[0];
}
