import { Transform, type TransformCallback } from 'node:stream';
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  SCRIPTS_STARTER_SOURCE,
} from './scriptsAfterFirstPaint';

/** How React writes a module preload (React Router's, and `preloadModule`'s for the dictionary). */
const MODULE_PRELOAD = '<link rel="modulepreload"';
/**
 * React Router's inline module script, as React writes its props (`type: 'module', async: true`).
 * A module script with a `src` is someone else's, and is left as it is.
 */
const MODULE_SCRIPT = /<script((?:(?! src=)[^>])*) type="module" async="">/;
const SCRIPT_END = '</script>';

/**
 * The document's bytes on their way out: the module preloads and React Router's module
 * script are written inert, and the starter that brings them to life after the first paint
 * follows that script (see `scriptsAfterFirstPaint.ts`). Once the starter is out, the rest (the
 * streamed loader data) passes through untouched.
 *
 * What React writes in one go (the whole shell comes in 4 KB pieces within one task) leaves as one
 * chunk: one read of the web stream and one socket write instead of a dozen. A tag is never cut:
 * a piece ending inside one keeps its tail for the next piece. Bytes are handled as Latin-1, which
 * maps each byte to one character and back, so text in any encoding goes out as it came in.
 */
export function deferScriptsUntilFirstPaint(nonce: string): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  let starterWritten = false;

  /** The preloads and the module script of `part` made inert, and the starter after the script. */
  const rewrite = (part: string): string => {
    const out = part.replaceAll(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`);
    const script = MODULE_SCRIPT.exec(out);
    if (!script) return out;
    starterWritten = true;
    const end = out.indexOf(SCRIPT_END, script.index);
    const after = end < 0 ? out.length : end + SCRIPT_END.length;
    return (
      out.slice(0, script.index) +
      `<script${script[1]} type="${DEFERRED_MODULE_TYPE}">` +
      out.slice(script.index + script[0].length, after) +
      `<script nonce="${nonce}">${SCRIPTS_STARTER_SOURCE}</script>` +
      out.slice(after)
    );
  };

  /** Where to stop in `text` for now: before a tag, or the module script, not wholly here yet. */
  const cutOf = (text: string): number => {
    const script = MODULE_SCRIPT.exec(text);
    if (script) return text.includes(SCRIPT_END, script.index) ? text.length : script.index;
    const open = text.lastIndexOf('<');
    return open > text.lastIndexOf('>') ? open : text.length;
  };

  const flush = (stream: Transform, final: boolean) => {
    scheduled = false;
    if (pending.length === 0) return;
    const bytes = Buffer.concat(pending);
    pending = [];
    if (starterWritten) {
      stream.push(bytes);
      return;
    }
    const text = bytes.toString('latin1');
    const cut = final ? text.length : cutOf(text);
    if (cut < text.length) pending.push(Buffer.from(text.slice(cut), 'latin1'));
    if (cut > 0) stream.push(Buffer.from(rewrite(text.slice(0, cut)), 'latin1'));
  };

  return new Transform({
    transform(this: Transform, chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(() => {
          if (scheduled) flush(this, false);
        });
      }
      done();
    },
    flush(this: Transform, done: TransformCallback) {
      flush(this, true);
      done();
    },
  });
}
