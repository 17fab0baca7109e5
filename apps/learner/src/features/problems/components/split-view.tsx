import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import * as styles from './split-view.css';

const storageKey = 'learnforge-problem-split';
const minShare = 25;
const maxShare = 75;
const defaultShare = 45;
const keyStep = 5;

const clampShare = (value: number) => Math.min(maxShare, Math.max(minShare, Math.round(value)));

function readSavedShare(): number {
  try {
    const saved = Number(window.localStorage.getItem(storageKey));
    return Number.isFinite(saved) && saved > 0 ? clampShare(saved) : defaultShare;
  } catch {
    return defaultShare;
  }
}

function saveShare(share: number) {
  try {
    window.localStorage.setItem(storageKey, String(share));
  } catch {
    // A browser without storage (private mode, quota) still resizes; it just forgets on reload.
  }
}

export interface SplitViewProps {
  /** The statement side (left on wide screens, first when stacked). */
  start: ReactNode;
  /** The editor side (right on wide screens, below the statement when stacked). */
  end: ReactNode;
  startLabel: string;
  endLabel: string;
}

/**
 * Statement beside editor from 992 px, with a divider that drags or moves by arrow keys (a focusable
 * `separator`, 25–75 % of the width, kept on this device); below 992 px the two stack and the divider is gone.
 */
export function SplitView({ start, end, startLabel, endLabel }: SplitViewProps) {
  const [share, setShareState] = useState(readSavedShare);
  const [dragging, setDragging] = useState(false);
  const layout = useRef<HTMLDivElement>(null);
  const startId = useId();
  const setShare = (value: number) => {
    const next = clampShare(value);
    setShareState(next);
    saveShare(next);
  };
  const shareAt = (clientX: number) => {
    const box = layout.current?.getBoundingClientRect();
    return box && box.width > 0 ? ((clientX - box.left) / box.width) * 100 : share;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: share - keyStep,
      ArrowRight: share + keyStep,
      Home: minShare,
      End: maxShare,
      Enter: defaultShare,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setShare(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) setShareState(clampShare(shareAt(event.clientX)));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setDragging(false);
    setShare(shareAt(event.clientX));
  };
  return (
    <div ref={layout} className={styles.layout} style={{ '--statement-share': `${share}%` } as CSSProperties}>
      <section id={startId} aria-label={startLabel} className={styles.pane}>
        {start}
      </section>
      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot take focus or be dragged; a focusable separator is the ARIA window-splitter pattern. */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${startLabel.toLowerCase()} and ${endLabel.toLowerCase()}`}
        aria-controls={startId}
        aria-valuemin={minShare}
        aria-valuemax={maxShare}
        aria-valuenow={share}
        aria-valuetext={`${startLabel} ${share}% of the width`}
        tabIndex={0}
        data-dragging={dragging}
        className={styles.divider}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDragging(false)}
      />
      <section aria-label={endLabel} className={styles.pane}>
        {end}
      </section>
    </div>
  );
}
