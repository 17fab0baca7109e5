import { VIDEO_SEEK_STEP_SECONDS, VIDEO_VOLUME_STEP } from '@learnforge/domain';

/** A time in seconds as "m:ss", or "h:mm:ss" from an hour on; unknown times read "0:00". */
export function formatMediaTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The time after seeking `steps` seek steps (10 s each, 000 §9), kept inside the video. */
export function seekTarget(current: number, steps: number, duration: number): number {
  const target = current + steps * VIDEO_SEEK_STEP_SECONDS;
  const end = Number.isFinite(duration) ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, target), end);
}

/** The volume after `steps` volume steps (0.1 each, 000 §9), kept in 0–1 and free of float drift. */
export function stepVolume(volume: number, steps: number): number {
  const next = Math.round((volume + steps * VIDEO_VOLUME_STEP) * 10) / 10;
  return Math.min(1, Math.max(0, next));
}

/** "0.25×", "1× (normal)", "2×". */
export function formatPlaybackRate(rate: number): string {
  return rate === 1 ? '1× (normal)' : `${rate}×`;
}
