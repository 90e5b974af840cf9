// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '../../lib/commerce/types';
import { LazyVideo } from './LazyVideo';
import { MediaItem } from './MediaItem';

afterEach(cleanup);

// jsdom has no layout, so no IntersectionObserver: the video machine simply never sees it in view.
const realObserver = globalThis.IntersectionObserver;
beforeAll(async () => {
  // The video hydrates from its own chunk in the page; here its code is loaded first.
  await LazyVideo.preload();
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  globalThis.IntersectionObserver = realObserver;
});

const video: Media = {
  id: 'gid://shopify/Video/1',
  mediaContentType: 'VIDEO',
  alt: 'Étoile qui tourne',
  previewImage: { url: 'https://cdn.example/poster.jpg', width: 320, height: 320 },
  sources: [
    { url: 'https://cdn.example/etoile.mp4', mimeType: 'video/mp4' },
    { url: 'https://cdn.example/etoile.webm', mimeType: 'video/webm' },
  ],
};
const image: Media = {
  id: 'gid://shopify/MediaImage/2',
  mediaContentType: 'IMAGE',
  alt: null,
  image: {
    url: 'https://cdn.example/etoile.jpg',
    altText: 'Étoile de face',
    width: 2000,
    height: 2500,
  },
};

const labels = { mute: 'Couper le son', unmute: 'Activer le son' };

const renderMedia = (media: Media) =>
  render(
    <MediaItem media={media} sizes="100vw" eager={false} alt="Étoile Treize" muteLabels={labels} />,
  ).container;

describe('a product page media (behaviour §2)', () => {
  it('plays a VIDEO from its first source inside the shared media frame', () => {
    const container = renderMedia(video);
    const frame = container.firstElementChild;
    expect(frame?.getAttribute('data-slot')).toBe('media-frame');
    expect(frame?.getAttribute('data-media')).toBe('video');
    const element = frame?.querySelector('video');
    expect(element?.querySelector('source')?.getAttribute('src')).toBe(
      'https://cdn.example/etoile.mp4',
    );
    expect(element?.getAttribute('aria-label')).toBe('Étoile qui tourne');
    // Behaviour §4 Video: muted until the shopper asks, with the toggle in the page's language.
    expect(element?.muted).toBe(true);
    expect(frame?.querySelector('button')?.getAttribute('aria-label')).toBe('Activer le son');
  });

  it('shows any other media as an image in the same frame', () => {
    const container = renderMedia(image);
    const frame = container.firstElementChild;
    expect(frame?.getAttribute('data-slot')).toBe('media-frame');
    expect(frame?.getAttribute('data-media')).toBe('image');
    expect(frame?.querySelector('img')?.getAttribute('alt')).toBe('Étoile de face');
  });

  it('falls back to the poster of a video without sources', () => {
    const container = renderMedia({ ...video, sources: [] });
    expect(
      container
        .querySelector('[data-slot="media-frame"][data-media="image"] img')
        ?.getAttribute('src'),
    ).toContain('poster.jpg');
  });

  it("preloads the poster of a page's opening video in the head, first in line, its largest paint", () => {
    const page = (eager: boolean) =>
      renderToString(
        <html lang="fr">
          <head />
          <body>
            <MediaItem
              media={video}
              sizes="100vw"
              eager={eager}
              alt="Étoile Treize"
              muteLabels={labels}
            />
          </body>
        </html>,
      );
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const link = /<link rel="preload"[^>]*>/.exec(head(page(true)))?.[0] ?? '';
    expect(link).toContain('href="https://cdn.example/poster.jpg"');
    expect(link).toContain('as="image"');
    expect(link).toContain('fetchPriority="high"');
    // A video further down the gallery waits its turn.
    expect(head(page(false))).not.toContain('rel="preload"');
  });
});
