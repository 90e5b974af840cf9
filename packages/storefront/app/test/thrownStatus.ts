/**
 * The status of the response a loader or action throws (`throw data(…, { status })`), `'returned'`
 * when it returns instead, and -1 when it throws something without a status.
 */
export async function thrownStatus(run: () => unknown): Promise<number | 'returned'> {
  try {
    await run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
  return 'returned';
}
