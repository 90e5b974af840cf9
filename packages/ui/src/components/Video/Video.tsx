import { VIDEO_VISIBILITY_THRESHOLD, videoMachine } from '@treize/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useMachineInspection } from '../../inspection/MachineInspectionProvider.js';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Video.css.js';

export interface VideoProps {
  /** The video URL: a product's first media source (behaviour §2). */
  src: string;
  /** Its MIME type, e.g. `video/mp4`. */
  type?: string;
  poster?: string;
  /** Accessible name of the video. */
  label: string;
  muteLabel?: string;
  unmuteLabel?: string;
  className?: string;
}

/**
 * A muted, looping video that plays while at least 10 % of it is visible and pauses (re-muted)
 * out of view (behaviour §4 Video, §9), through the video machine of `@treize/machines`.
 */
export function Video({
  src,
  type,
  poster,
  label,
  muteLabel = 'Mute',
  unmuteLabel = 'Unmute',
  className,
}: VideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const actor = useActorRef(videoMachine, {
    ...useMachineInspection(),
    input: { muted: true },
  });
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const muted = useSelector(actor, (snapshot) => snapshot.context.muted);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const subscriptions = [
      actor.on('play', () => {
        // A refused autoplay leaves the video paused; nothing to report to the visitor.
        element.play()?.catch(() => undefined);
      }),
      actor.on('pause', () => element.pause()),
      actor.on('mute', (command) => {
        element.muted = command.muted;
      }),
    ];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          actor.send({ type: 'VISIBILITY_CHANGED', ratio: entry.intersectionRatio });
      },
      { threshold: [0, VIDEO_VISIBILITY_THRESHOLD] },
    );
    // Playback waits for the page's load event: a video fetched while the page loads
    // holds back its first paint, and the poster already shows the product meanwhile.
    const observe = () => observer.observe(element);
    if (document.readyState === 'complete') observe();
    else window.addEventListener('load', observe, { once: true });
    return () => {
      window.removeEventListener('load', observe);
      observer.disconnect();
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, [actor]);

  return (
    <span
      className={[styles.root, className ?? ''].filter(Boolean).join(' ')}
      data-slot="video"
      data-state={state}
    >
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        muted={muted}
        loop
        playsInline
        preload="none"
        aria-label={label}
        data-slot="video-element"
      >
        <source src={src} type={type} />
      </video>
      <IconButton
        className={styles.mute}
        icon={muted ? 'muted' : 'unmuted'}
        label={muted ? unmuteLabel : muteLabel}
        pressed={!muted}
        onClick={() => actor.send({ type: 'TOGGLE_MUTE' })}
        data-slot="video-mute"
      />
    </span>
  );
}
