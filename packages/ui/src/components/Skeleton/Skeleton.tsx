import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** @default 'text' */
  shape?: 'text' | 'rectangle' | 'circle';
  /** CSS width, e.g. '60%' or 120. @default '100%' */
  width?: CSSProperties['width'];
  /** CSS height; text lines take the font size. */
  height?: CSSProperties['height'];
  className?: string;
}

/** A grey placeholder shaped like content that is still loading (decorative). */
export function Skeleton({ shape, width = '100%', height, className }: SkeletonProps) {
  const size = shape === 'circle' ? { width, height: height ?? width } : { width, height };
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.skeleton({ shape })} ${className}` : styles.skeleton({ shape })}
      style={size}
    />
  );
}

export interface SkeletonGroupProps {
  /** What is loading, announced once for the whole group. @default 'Loading' */
  label?: string;
  /** The skeleton shapes. */
  children: ReactNode;
  className?: string;
}

/** Wraps skeletons so assistive technology hears one "Loading …" status instead of nothing. */
export function SkeletonGroup({ label = 'Loading', children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={className ? `${styles.group} ${className}` : styles.group}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
