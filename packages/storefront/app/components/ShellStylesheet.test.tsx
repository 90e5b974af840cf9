import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';
import { ShellStylesheet, ShellStylesheetPreload, shellStylesheetHrefs } from './ShellStylesheet';

const hrefs = ['/assets/shell-test.css'];

/** The document as the server streams it, with the preload asked for before anything else. */
function renderDocument(routeStylesheets?: ReactNode): Promise<string> {
  const body = new PassThrough();
  const { pipe } = renderToPipeableStream(
    <html>
      <head>
        <link rel="modulepreload" href="/assets/entry.js" />
      </head>
      <body>
        <ShellStylesheetPreload hrefs={hrefs} />
        <ShellStylesheet nonce="abc123" hrefs={hrefs} routeStylesheets={routeStylesheets} />
        <main>Bijoux</main>
      </body>
    </html>,
    { onShellReady: () => pipe(body) },
  );
  return text(body);
}

describe('the shell stylesheet', () => {
  it('is applied from the top of the body, never from the head, where it would hold the first frame', async () => {
    const html = await renderDocument();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    const href = /<link rel="stylesheet" href="([^"]+)"\/>/.exec(html)?.[1];
    expect(href).toBe('/assets/shell-test.css');
    // Its inline script after it is what makes every parser wait for the sheet before the content.
    expect(html.slice(html.indexOf('<body>'))).toMatch(
      /^<body><link rel="stylesheet" href="[^"]+"\/><script nonce="abc123"> <\/script><main>/,
    );
  });

  it("holds a route's own stylesheets beside it, before the script the parser waits at", async () => {
    const html = await renderDocument(<link rel="stylesheet" href="/assets/journal.css" />);
    expect(html.slice(html.indexOf('<body>'))).toMatch(
      /^<body><link rel="stylesheet" href="\/assets\/shell-test.css"\/><link rel="stylesheet" href="\/assets\/journal.css"\/><script nonce="abc123"> <\/script><main>/,
    );
  });

  it('is asked for by a preload ahead of every script preload in the head', async () => {
    const html = await renderDocument();
    const preload = html.indexOf('<link rel="preload" href="/assets/shell-test.css" as="style"/>');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(preload).toBeLessThan(html.indexOf('</head>'));
  });

  it("is the root route's own sheet, by the address the import() helper looks for", () => {
    const manifest = {
      routes: { root: { css: ['/assets/shell-a1.css#'] }, 'routes/page': { css: [] } },
    } as unknown as AssetsManifest;
    // Marked with `#`, the helper would not find it and would add a second copy to the head.
    expect(shellStylesheetHrefs(manifest)).toEqual(['/assets/shell-a1.css']);
    expect(shellStylesheetHrefs(undefined)).toEqual([]);
  });
});
