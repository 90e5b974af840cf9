import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { videoModel, uiModelPaths, walkPath } from '@treize/machines/testing';
import { Video } from './Video.js';

// Model-based test: the video machine generates the paths (the visible share just at and just
// under the threshold, and the mute toggle); the Video component is tested against behaviour §4 and §9,
// written here as literals: it plays when at least 10 % is visible, pauses and re-mutes out of
// view, and the mute toggle is the visitor's. It starts muted (autoplay needs it).

/** Behaviour §9: video visibility threshold, 10 %. */
const PLAYS_FROM_RATIO = 0.1;

type Observed = (entries: Array<{ intersectionRatio: number }>) => void;
let reportVisibility: Observed | undefined;

class FakeIntersectionObserver {
  constructor(callback: Observed) {
    reportVisibility = callback;
  }
  observe(): void {}
  disconnect(): void {}
}

/** What the element was last told to do: the page a visitor sees plays or stands still. */
let elementPlaying = false;

beforeEach(() => {
  elementPlaying = false;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    elementPlaying = true;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    elementPlaying = false;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const video = () => document.querySelector('video')!;

function driver() {
  // What the spec says follows from what the visitor did, kept apart from the machine.
  let playing = false;
  let muted = true;

  function expectState() {
    expect(elementPlaying).toBe(playing);
    expect(video().muted).toBe(muted);
    // The toggle names what it will do, and is pressed while the sound is on.
    const toggle = screen.getByRole('button', { name: muted ? 'Activer le son' : 'Couper le son' });
    expect(toggle.getAttribute('aria-pressed')).toBe(String(!muted));
  }

  function perform(event: AnyEventObject) {
    if (event.type === 'VISIBILITY_CHANGED') {
      const ratio = event.ratio as number;
      act(() => reportVisibility?.([{ intersectionRatio: ratio }]));
      if (ratio >= PLAYS_FROM_RATIO) playing = true;
      else if (playing) {
        playing = false;
        muted = true;
      }
    } else if (event.type === 'TOGGLE_MUTE') {
      fireEvent.click(
        screen.getByRole('button', { name: muted ? 'Activer le son' : 'Couper le son' }),
      );
      muted = !muted;
    } else throw new Error(`no visitor action for ${event.type}`);
  }
  return { perform, expectState };
}

const paths = uiModelPaths(videoModel);

describe('the video, model-based (paths from the video machine)', () => {
  it('walks enough paths to take every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    render(
      <Video
        src="/media/atelier.mp4"
        type="video/mp4"
        label="L’atelier"
        muteLabel="Couper le son"
        unmuteLabel="Activer le son"
      />,
    );
    await walkPath(videoModel, path, driver());
  });
});
