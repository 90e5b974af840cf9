/** Writes text to the system clipboard; throws where the Clipboard API is unavailable. */
export async function writeClipboardText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) {
    throw new Error('Clipboard is not available in this browser');
  }
  await navigator.clipboard.writeText(text);
}
