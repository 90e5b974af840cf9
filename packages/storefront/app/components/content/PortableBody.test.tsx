import type { PortableTextBody, SanityImage } from '../../lib/content/types';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { PortableBody } from './PortableBody';
import { leadImageOf } from './leadImage';

const image = (id: string, alt: string): SanityImage & { _key: string } => ({
  _type: 'image',
  _key: `k-${id}`,
  asset: { _type: 'reference', _ref: `image-${id.repeat(40).slice(0, 40)}-1600x1200-jpg` },
  altText: alt,
});

const text = {
  _type: 'block',
  _key: 'intro',
  style: 'normal',
  children: [{ _type: 'span', _key: 's', text: 'La maison', marks: [] }],
  markDefs: [],
} as const;

const body = [
  text,
  {
    _type: 'module.imageList',
    _key: 'list',
    aspectRatio: 'landscape',
    images: [image('a', 'Atelier'), image('b', 'Établi')],
  },
  { _type: 'module.singleImage', _key: 'single', display: 'big', image: image('c', 'Vitrine') },
] as unknown as PortableTextBody;

/** A whole document rendered the way entry.server renders it: React puts preloads in its head. */
async function renderPage(lead: boolean): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => ({
        imageConfig: { projectId: 'p', dataset: 'd', baseUrl: 'https://images.test' },
      }),
      Component: () => (
        <html lang="fr">
          <head />
          <body>
            <PortableBody value={body} lead={lead} />
          </body>
        </html>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('https://shop.test/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
}

const imgTag = (html: string, alt: string) =>
  new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the first image of an editorial body, its largest paint', () => {
  it('is the first image of the first image module, whatever text comes before it', () => {
    expect(leadImageOf(body)?.altText).toBe('Atelier');
    expect(leadImageOf([text] as unknown as PortableTextBody)).toBeUndefined();
    expect(leadImageOf(undefined)).toBeUndefined();
  });

  it('loads eagerly with high priority and is preloaded in the head with its srcset and sizes', async () => {
    const html = await renderPage(true);
    const lead = imgTag(html, 'Atelier');
    expect(lead).toContain('loading="eager"');
    expect(lead).toContain('fetchPriority="high"');
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload"[^>]*as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain('imageSizes="(min-width: 1024px) 50vw, 100vw"');
    expect(preload).toMatch(/imageSrcSet="[^"]*aaaaaaaa[^"]*1728w/);
    // Every other image still waits until it nears the viewport.
    expect(imgTag(html, 'Établi')).toContain('loading="lazy"');
    expect(imgTag(html, 'Vitrine')).toContain('loading="lazy"');
  });

  it("stays lazy in a body that does not open the page (a product page's editorial part)", async () => {
    const html = await renderPage(false);
    expect(imgTag(html, 'Atelier')).toContain('loading="lazy"');
    expect(imgTag(html, 'Atelier')).not.toContain('fetchPriority');
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="image"/);
  });
});
