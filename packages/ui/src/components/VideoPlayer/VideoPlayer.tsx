import { VIDEO_PLAYBACK_RATES } from '@learnforge/domain';
import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { control } from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import { BackIcon, ForwardIcon, MutedIcon, PauseIcon, PlayIcon, VolumeIcon } from './icons';
import { formatMediaTime, formatPlaybackRate, seekTarget, stepVolume } from './media';
import * as styles from './VideoPlayer.css';

export interface VideoPlayerProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** What the video is, e.g. the lesson title: names the player for assistive technology. */
  title: string;
  /** The video URL; or pass `<source>` elements as children. */
  src?: string;
  poster?: string;
  /** `<source>` and `<track kind="captions">` elements. */
  children?: ReactNode;
  /** Starting playback speed, one of 0.25–2. @default 1 */
  defaultPlaybackRate?: number;
  /** Called when the person changes the speed, e.g. to remember it. */
  onPlaybackRateChange?: (rate: number) => void;
  /** Called on `timeupdate` with the current time in seconds, e.g. to save progress. */
  onTimeChange?: (seconds: number, duration: number) => void;
  /** Called when the video reaches its end. */
  onEnded?: () => void;
  /** Where playback starts, in seconds, e.g. where the learner stopped last time. @default 0 */
  startAt?: number;
}

/**
 * A lesson or recording player: play/pause, back and forward 10 s, a seek slider, volume in steps of 0.1
 * with mute, and playback speeds 0.25× to 2× (000 §9). With the video focused, Space or K plays and
 * pauses, ←/→ seek 10 s and ↑/↓ change the volume by 0.1.
 */
export function VideoPlayer({
  title,
  src,
  poster,
  children,
  defaultPlaybackRate = 1,
  onPlaybackRateChange,
  onTimeChange,
  onEnded,
  startAt = 0,
  className,
  ...props
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolumeState] = useState(1);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(defaultPlaybackRate);

  const video = () => videoRef.current;

  const togglePlay = () => {
    const element = video();
    if (!element) return;
    if (element.paused) {
      // play() rejects when there is nothing playable yet; the button simply stays "Play".
      element.play().catch(() => setPlaying(false));
    } else element.pause();
  };

  const seekBy = (steps: number) => {
    const element = video();
    if (!element) return;
    const target = seekTarget(element.currentTime, steps, element.duration);
    element.currentTime = target;
    setCurrentTime(target);
  };

  const setVolume = (next: number) => {
    const element = video();
    if (!element) return;
    element.volume = next;
    element.muted = next === 0;
    setVolumeState(next);
    setMuted(next === 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    switch (event.key) {
      case ' ':
      case 'k':
        togglePlay();
        break;
      case 'ArrowLeft':
        seekBy(-1);
        break;
      case 'ArrowRight':
        seekBy(1);
        break;
      case 'ArrowUp':
        setVolume(stepVolume(volume, 1));
        break;
      case 'ArrowDown':
        setVolume(stepVolume(volume, -1));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const knownDuration = Number.isFinite(duration) ? duration : 0;
  const rates: readonly number[] = VIDEO_PLAYBACK_RATES;

  return (
    <section {...props} aria-label={title} className={clsx(styles.root, className)}>
      {/* biome-ignore lint/a11y/useMediaCaption: captions come as <track> children when the lesson has them */}
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        preload="metadata"
        playsInline
        // Focusable so the keyboard shortcuts work; the controls below are the way for everyone else.
        tabIndex={0}
        aria-label={title}
        className={styles.video}
        onClick={togglePlay}
        onKeyDown={onKeyDown}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          onEnded?.();
        }}
        onLoadedMetadata={(event) => {
          setDuration(event.currentTarget.duration);
          event.currentTarget.playbackRate = rate;
          if (startAt > 0 && startAt < event.currentTarget.duration)
            event.currentTarget.currentTime = startAt;
        }}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onTimeUpdate={(event) => {
          setCurrentTime(event.currentTarget.currentTime);
          onTimeChange?.(event.currentTarget.currentTime, event.currentTarget.duration);
        }}
        onVolumeChange={(event) => {
          setVolumeState(event.currentTarget.volume);
          setMuted(event.currentTarget.muted);
        }}
      >
        {children}
      </video>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a form border and need a legend */}
      <div role="group" aria-label="Video controls" className={styles.controls}>
        <IconButton
          label={playing ? 'Pause' : 'Play'}
          icon={playing ? <PauseIcon /> : <PlayIcon />}
          onClick={togglePlay}
        />
        <IconButton label="Back 10 seconds" icon={<BackIcon />} onClick={() => seekBy(-1)} />
        <IconButton label="Forward 10 seconds" icon={<ForwardIcon />} onClick={() => seekBy(1)} />
        <input
          type="range"
          aria-label="Seek"
          min={0}
          max={knownDuration}
          step={1}
          value={Math.min(currentTime, knownDuration)}
          aria-valuetext={`${formatMediaTime(currentTime)} of ${formatMediaTime(knownDuration)}`}
          disabled={knownDuration === 0}
          className={styles.seek}
          onChange={(event) => {
            const element = video();
            const target = Number(event.target.value);
            if (element) element.currentTime = target;
            setCurrentTime(target);
          }}
        />
        <span className={styles.time} aria-hidden="true">
          {formatMediaTime(currentTime)} / {formatMediaTime(knownDuration)}
        </span>
        <span className={styles.group}>
          <IconButton
            label={muted ? 'Unmute' : 'Mute'}
            icon={muted ? <MutedIcon /> : <VolumeIcon />}
            onClick={() => {
              const element = video();
              if (!element) return;
              element.muted = !muted;
              if (muted && element.volume === 0) setVolume(stepVolume(0, 1));
              setMuted(!muted);
            }}
          />
          <input
            type="range"
            aria-label="Volume"
            min={0}
            max={1}
            step={0.1}
            value={muted ? 0 : volume}
            aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
            className={styles.volume}
            onChange={(event) => setVolume(stepVolume(Number(event.target.value), 0))}
          />
        </span>
        <select
          aria-label="Playback speed"
          value={String(rate)}
          className={clsx(control({ size: 'small' }), styles.rate)}
          onChange={(event) => {
            const next = Number(event.target.value);
            const element = video();
            if (element) element.playbackRate = next;
            setRate(next);
            onPlaybackRateChange?.(next);
          }}
        >
          {rates.map((option) => (
            <option key={option} value={String(option)}>
              {formatPlaybackRate(option)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
