import { describe, expect, it } from 'vitest';
import { startWithClock } from '../testing/harness.js';
import type { VideoCommand } from './videoMachine.js';
import { VIDEO_VISIBILITY_THRESHOLD, videoElementEffects, videoMachine } from './videoMachine.js';

function startVideo() {
  const started = startWithClock(videoMachine, {});
  const commands: VideoCommand[] = [];
  for (const type of ['play', 'pause', 'mute'] as const)
    started.actor.on(type, (command) => commands.push(command));
  return { ...started, commands };
}

describe('videoMachine', () => {
  it('plays when at least 10% is visible', () => {
    const { actor, commands } = startVideo();
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: 0.09 });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: VIDEO_VISIBILITY_THRESHOLD });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(commands).toEqual([{ type: 'play' }]);
  });

  it('pauses and re-mutes when out of view', () => {
    const { actor, commands } = startVideo();
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: 1 });
    actor.send({ type: 'TOGGLE_MUTE' });
    expect(actor.getSnapshot().context.muted).toBe(false);
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: 0 });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.muted).toBe(true);
    expect(commands.slice(-2)).toEqual([{ type: 'pause' }, { type: 'mute', muted: true }]);
  });

  it('lets the visitor toggle the sound', () => {
    const { actor, commands } = startVideo();
    actor.send({ type: 'TOGGLE_MUTE' });
    actor.send({ type: 'TOGGLE_MUTE' });
    expect(commands).toEqual([
      { type: 'mute', muted: false },
      { type: 'mute', muted: true },
    ]);
  });

  it('drives an element when provided with its effects', () => {
    const element = { muted: true, played: 0, paused: 0 } as {
      muted: boolean;
      played: number;
      paused: number;
    };
    const fake = Object.assign(element, {
      play: () => {
        element.played += 1;
        return Promise.reject(new Error('NotAllowedError'));
      },
      pause: () => {
        element.paused += 1;
      },
    }) as unknown as HTMLVideoElement;
    const { actor } = startWithClock(videoMachine.provide(videoElementEffects(fake)), {});
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: 0.5 });
    actor.send({ type: 'TOGGLE_MUTE' });
    // The visitor's toggle reaches the element: sound on.
    expect(element.muted).toBe(false);
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: 0 });
    expect(element).toMatchObject({ played: 1, paused: 1, muted: true });
  });

  it('keeps playing while at least 10% stays visible, down to exactly 10%', () => {
    const { actor, commands } = startVideo();
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: 1 });
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: 0.5 });
    actor.send({ type: 'VISIBILITY_CHANGED', ratio: 0.1 });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(commands).toEqual([{ type: 'play' }]);
  });

  it('is named video, as the QA panel and the inspector list it', () => {
    expect(videoMachine.id).toBe('video');
  });
});
