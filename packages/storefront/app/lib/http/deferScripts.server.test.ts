import { describe, expect, it } from 'vitest';
import { deferScriptsUntilFirstPaint } from './deferScripts.server';

const NONCE = 'bm9uY2Utb2YtdGhlLXBhZ2U=';

/** What the transform sends for `pieces`, each written in its own task, as the client reads it. */
async function through(pieces: (string | Buffer)[]): Promise<{ html: string; chunks: number }> {
  const stream = deferScriptsUntilFirstPaint(NONCE);
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const piece of pieces) {
    stream.write(piece);
    await new Promise((resolve) => setImmediate(resolve));
  }
  stream.end();
  await ended;
  return { html: Buffer.concat(out).toString('utf8'), chunks: out.length };
}

// As React 19 writes a React Router document: preloads hoisted into the head, the module script
// last in the body, then the streamed loader data.
const HEAD =
  '<!DOCTYPE html><html lang="fr-FR"><head><link rel="preload" href="/assets/shell.css" as="style"/>' +
  '<link rel="modulepreload" href="/assets/fr-1.js"/>' +
  `<link rel="modulepreload" href="/assets/framework.js" nonce="${NONCE}"/></head>`;
const BODY = '<body><main><h1>Étoile Treize – 170,00 €</h1></main>';
const SCRIPTS =
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>`;
const STREAMED = `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

describe('deferScriptsUntilFirstPaint', () => {
  it('writes the module preloads and the module script inert, with the starter right after the script', async () => {
    const { html } = await through([HEAD + BODY + SCRIPTS, STREAMED]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="treize-modulepreload" href="/assets/fr-1.js"/>');
    expect(html).toContain(
      `<link rel="treize-modulepreload" href="/assets/framework.js" nonce="${NONCE}"/>`,
    );
    expect(html).not.toContain('type="module"');
    const inert = `<script nonce="${NONCE}" type="treize-module">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>`;
    expect(html).toContain(inert);
    const starter = html.indexOf(`<script nonce="${NONCE}">(() => {`);
    expect(starter).toBe(html.indexOf(inert) + inert.length);
    expect(html.match(/requestAnimationFrame/g)).toHaveLength(1);
    // Everything else is as React wrote it: the stylesheet preload, the text, the streamed data.
    expect(html).toContain('<link rel="preload" href="/assets/shell.css" as="style"/>');
    expect(html).toContain(BODY);
    expect(html.endsWith(STREAMED)).toBe(true);
  });

  it('leaves no tag cut between pieces, even one split inside its name or a character', async () => {
    const whole = Buffer.from(HEAD + BODY + SCRIPTS + STREAMED, 'utf8');
    const expected = (await through([whole])).html;
    // Every cut point in the head and around the module script, one at a time.
    const scriptAt = whole.indexOf('<script nonce');
    const cuts = [
      ...Array.from({ length: HEAD.length }, (_, index) => index + 1),
      ...Array.from({ length: 120 }, (_, index) => scriptAt + 60 + index * 2),
      whole.indexOf('Étoile') + 1, // inside the two bytes of "É"
      whole.indexOf('€') + 2, // inside the three bytes of "€"
    ];
    for (const cut of cuts) {
      const { html } = await through([whole.subarray(0, cut), whole.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it('sends what React writes in one task as one chunk', async () => {
    const stream = deferScriptsUntilFirstPaint(NONCE);
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    // React's shell: 4 KB pieces, all within one task.
    const shell = Buffer.from(HEAD + BODY.repeat(200) + SCRIPTS);
    for (let at = 0; at < shell.length; at += 4096) stream.write(shell.subarray(at, at + 4096));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveLength(1);
    stream.end(STREAMED);
    await new Promise((resolve) => stream.on('end', resolve));
    expect(out).toHaveLength(2);
    expect(Buffer.concat(out).toString()).toContain('type="treize-module"');
  });

  it('passes the rest through untouched once the starter is out', async () => {
    // A later piece that looks like a preload (a product's description, say) is left alone.
    const later =
      '<p>&lt;link rel="modulepreload"&gt;</p><link rel="modulepreload" href="/late.js"/>';
    const { html } = await through([HEAD + BODY + SCRIPTS, later, STREAMED]);
    expect(html).toContain(later);
    expect(html.match(/ type="treize-module">/g)).toHaveLength(1);
  });

  it('leaves a module script with an address alone, and defers React Router’s after it', async () => {
    const external = `<script src="/vendor/widget.js" nonce="${NONCE}" type="module" async=""></script>`;
    const { html } = await through([HEAD + BODY + external + SCRIPTS, STREAMED]);
    expect(html).toContain(external);
    expect(html.match(/ type="treize-module">/g)).toHaveLength(1);
    expect(html).toContain(`type="treize-module">import * as route0`);
  });

  it('changes nothing on a document without React Router’s scripts but its preloads', async () => {
    const page = '<!DOCTYPE html><html><head><title>Erreur</title></head><body>Oups</body></html>';
    expect((await through([page])).html).toBe(page);
  });
});
