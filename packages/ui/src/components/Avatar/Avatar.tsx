import { clsx } from 'clsx';
import { useState } from 'react';
import { type AvatarVariants, avatar } from './Avatar.css';

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Photo URL; initials are shown when absent or when it fails to load. */
  src?: string | null;
  /** @default 'medium' */
  size?: AvatarVariants['size'];
  /** Hide from assistive technology when the name is already next to it. */
  decorative?: boolean;
  className?: string;
}

/** First letters of the first and last words, e.g. "Asha Rao" → "AR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** A person's photo, or their initials. */
export function Avatar({ name, src, size, decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = clsx(avatar({ size }), className);
  if (src && failedSrc !== src) {
    return (
      <img src={src} alt={decorative ? '' : name} className={classes} onError={() => setFailedSrc(src)} />
    );
  }
  return decorative ? (
    <span className={classes} aria-hidden="true">
      {initialsOf(name)}
    </span>
  ) : (
    <span className={classes} role="img" aria-label={name}>
      {initialsOf(name)}
    </span>
  );
}
