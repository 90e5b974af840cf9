import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Video } from './Video.js';

type Callback = (entries: Array<{ intersectionRatio: number }>) => void;

let observed: Callback | undefined;
let thresholds: number[] = [];
let observedElements: Element[] = [];

class FakeIntersectionObserver {
  constructor(callback: Callback, options?: { threshold?: number[] }) {
    observed = callback;
    thresholds = options?.threshold ?? [];
  }
  observe(element: Element): void {
    observedElements.push(element);
  }
  disconnect(): void {}
}

describe('Video', () => {
  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  let pause: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    observedElements = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    play = vi.fn<() => Promise<void>>(() => Promise.resolve());
    pause = vi.fn<() => void>();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const root = () => document.querySelector('[data-slot="video"]');

  describe('while the page is still loading', () => {
    beforeEach(() => {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    });

    it('fetches nothing and waits for the load event before it watches visibility', () => {
      render(<Video src="/media/film.mp4" type="video/mp4" poster="/poster.jpg" label="Film" />);
      const video = document.querySelector('video')!;
      expect(video.getAttribute('preload')).toBe('none');
      expect(observedElements).toEqual([]);
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(observedElements).toEqual([video]);
    });

    it('never starts watching once it is gone', () => {
      const { unmount } = render(<Video src="/media/film.mp4" label="Film" />);
      unmount();
      window.dispatchEvent(new Event('load'));
      expect(observedElements).toEqual([]);
    });
  });

  it('watches at once on a page that has loaded', () => {
    render(<Video src="/media/film.mp4" label="Film" />);
    expect(observedElements).toEqual([document.querySelector('video')]);
  });

  it('watches the 10 % visibility threshold (behaviour §9)', () => {
    render(<Video src="/media/film.mp4" type="video/mp4" label="Film" />);
    expect(thresholds).toContain(0.1);
    expect(document.querySelector('source')).toHaveAttribute('src', '/media/film.mp4');
  });

  describe('when 10 % becomes visible', () => {
    it('plays, then pauses and re-mutes out of view', async () => {
      render(<Video src="/media/film.mp4" label="Film" unmuteLabel="Son" muteLabel="Couper" />);
      expect(root()).toHaveAttribute('data-state', 'paused');
      act(() => observed?.([{ intersectionRatio: 0.1 }]));
      expect(play).toHaveBeenCalledOnce();
      expect(root()).toHaveAttribute('data-state', 'playing');

      await userEvent.click(screen.getByRole('button', { name: 'Son' }));
      expect(screen.getByRole('button', { name: 'Couper' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      act(() => observed?.([{ intersectionRatio: 0.05 }]));
      expect(pause).toHaveBeenCalledOnce();
      expect(root()).toHaveAttribute('data-state', 'paused');
      expect(screen.getByRole('button', { name: 'Son' })).toHaveAttribute('aria-pressed', 'false');
      expect(document.querySelector('video')?.muted).toBe(true);
    });
  });

  it('stays paused under 10 %', () => {
    render(<Video src="/media/film.mp4" label="Film" />);
    act(() => observed?.([{ intersectionRatio: 0.09 }]));
    expect(play).not.toHaveBeenCalled();
  });
});
