import { WHEEL_PRIZES } from '@learnforge/domain';
import { vars } from '@learnforge/ui/css';
import * as styles from './wheel-face.css';

const tones = [
  vars.color.tone.brandAccent,
  vars.color.tone.positive,
  vars.color.tone.caution,
  vars.color.tone.critical,
  vars.color.tone.neutral,
];
const segment = 360 / WHEEL_PRIZES.length;
const gradient = `conic-gradient(${WHEEL_PRIZES.map(
  (_, index) => `${tones[index % tones.length]} ${index * segment}deg ${(index + 1) * segment}deg`,
).join(', ')})`;

/**
 * The wheel: equal segments in colour, turned so the pointer stops on the prize the server drew. The
 * picture is decoration (hidden from screen readers); the prizes and their real odds are the list beside it,
 * and the outcome is announced as text.
 */
export function WheelFace({ prize }: { prize: string | null }) {
  const index = WHEEL_PRIZES.findIndex((entry) => entry.label === prize);
  const turn = index < 0 ? 0 : 4 * 360 - (index + 0.5) * segment;
  return (
    <>
      <div className={styles.frame} aria-hidden="true">
        <div className={styles.pointer} />
        <div className={styles.disc} style={{ background: gradient, transform: `rotate(${turn}deg)` }} />
      </div>
      <ul className={styles.odds} aria-label="Prizes and their odds">
        {WHEEL_PRIZES.map((entry) => (
          <li key={entry.label}>{`${entry.label}: ${entry.chance} in 100 spins`}</li>
        ))}
      </ul>
    </>
  );
}
