import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeClipboardText } from './clipboard.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('writeClipboardText', () => {
  it('writes the text with the Clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await writeClipboardText('ATELIER13');
    expect(writeText).toHaveBeenCalledWith('ATELIER13');
  });

  it.each([
    ['outside a browser (no navigator)', undefined],
    ['in a browser without the Clipboard API', {}],
  ])('refuses %s with a readable message', async (_where, navigator) => {
    vi.stubGlobal('navigator', navigator);
    await expect(writeClipboardText('ATELIER13')).rejects.toThrow(
      new Error('Clipboard is not available in this browser'),
    );
  });
});
