import { assign, emit, setup } from 'xstate';

/** Share of the video that must be visible for it to play: 10% (behaviour §9). */
export const VIDEO_VISIBILITY_THRESHOLD = 0.1;

/** Context: whether the sound is off. */
export interface VideoContext {
  muted: boolean;
}

/** Events: the visible share changed (an `IntersectionObserver` ratio, 0–1), or the mute button. */
export type VideoEvent = { type: 'VISIBILITY_CHANGED'; ratio: number } | { type: 'TOGGLE_MUTE' };

/** What the element must do; emitted by default, listen with `actor.on('play' | 'pause' | 'mute', …)`. */
export type VideoCommand = { type: 'play' } | { type: 'pause' } | { type: 'mute'; muted: boolean };

/** Input: whether the video starts muted (autoplay needs it; defaults to true). */
export interface VideoInput {
  muted?: boolean;
}

/**
 * Video visibility (behaviour §4 Video): plays when at least 10% is visible; pauses and re-mutes when
 * out of view; the mute toggle is the visitor's. The `playVideo`, `pauseVideo` and `applyMuted`
 * actions emit commands; provide {@link videoElementEffects} to drive an element directly.
 */
export const videoMachine = setup({
  types: {
    context: {} as VideoContext,
    events: {} as VideoEvent,
    input: {} as VideoInput,
    emitted: {} as VideoCommand,
  },
  actions: {
    playVideo: emit({ type: 'play' } as const),
    pauseVideo: emit({ type: 'pause' } as const),
    applyMuted: emit(({ context }) => ({ type: 'mute', muted: context.muted }) as const),
    toggleMuted: assign({ muted: ({ context }) => !context.muted }),
    remute: assign({ muted: true }),
  },
  guards: {
    isVisibleEnough: ({ event }) =>
      event.type === 'VISIBILITY_CHANGED' && event.ratio >= VIDEO_VISIBILITY_THRESHOLD,
    isOutOfView: ({ event }) =>
      event.type === 'VISIBILITY_CHANGED' && event.ratio < VIDEO_VISIBILITY_THRESHOLD,
  },
}).createMachine({
  id: 'video',
  context: ({ input }) => ({ muted: input.muted ?? true }),
  initial: 'paused',
  on: {
    TOGGLE_MUTE: { actions: ['toggleMuted', 'applyMuted'] },
  },
  states: {
    paused: {
      on: {
        VISIBILITY_CHANGED: { guard: 'isVisibleEnough', target: 'playing', actions: 'playVideo' },
      },
    },
    playing: {
      on: {
        VISIBILITY_CHANGED: {
          guard: 'isOutOfView',
          target: 'paused',
          actions: ['pauseVideo', 'remute', 'applyMuted'],
        },
      },
    },
  },
});

/**
 * Actions that drive a `<video>` element directly, for `videoMachine.provide(videoElementEffects(el))`.
 * A rejected `play()` (autoplay refused) leaves the video paused rather than crashing the actor.
 */
export function videoElementEffects(element: HTMLVideoElement) {
  return {
    actions: {
      playVideo: () => {
        element.play().catch(() => undefined);
      },
      pauseVideo: () => element.pause(),
      applyMuted: ({ context }: { context: VideoContext }) => {
        element.muted = context.muted;
      },
    },
  };
}
