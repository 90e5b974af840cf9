/** Default logging effect of the machines: failures the shopper need not see (behaviour §8). */
export function logError(message: string, error?: unknown): void {
  console.error(`[@treize/machines] ${message}`, ...(error === undefined ? [] : [error]));
}

/** Turns anything thrown into a message a person can read. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}
