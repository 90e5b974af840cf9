import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, logError } from './log.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('machine failure logs', () => {
  it('prefixes the message and adds the error only when there is one', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logError('Cart note update failed');
    logError('Cart note update failed', 'offline');
    expect(consoleError.mock.calls).toEqual([
      ['[@treize/machines] Cart note update failed'],
      ['[@treize/machines] Cart note update failed', 'offline'],
    ]);
  });

  it('reads a message from an Error, a string, or neither', () => {
    expect(errorMessage(new Error('offline'))).toBe('offline');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage({ status: 500 })).toBe('Unknown error');
  });
});
