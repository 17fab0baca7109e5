import type { QuestionId, QuestionPaletteStatus } from '@learnforge/domain';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './QuestionPalette.css';

export const questionPaletteStatuses = [
  'not_visited',
  'not_answered',
  'answered',
  'marked',
  'answered_and_marked',
] as const satisfies readonly QuestionPaletteStatus[];

/** How each state is said, in the legend and in each button's name. */
export const questionPaletteStatusLabels: Record<QuestionPaletteStatus, string> = {
  not_visited: 'Not visited',
  not_answered: 'Not answered',
  answered: 'Answered',
  marked: 'Marked for review',
  answered_and_marked: 'Answered and marked for review',
};

export interface QuestionPaletteItem {
  id: QuestionId;
  /** From domain's `questionPaletteStatus(question)`. */
  status: QuestionPaletteStatus;
}

export interface QuestionPaletteProps extends Omit<ComponentPropsWithRef<'nav'>, 'onSelect'> {
  /** The questions in the order the person sees them; they are numbered from 1. */
  questions: readonly QuestionPaletteItem[];
  /** The question on screen now. */
  currentId?: QuestionId;
  /** Called with the question the person picked and its 0-based position. */
  onSelect?: (id: QuestionId, index: number) => void;
  /** Accessible name of the palette. @default 'Questions' */
  label?: string;
  /** Show the legend with a count per state. @default true */
  showLegend?: boolean;
}

/**
 * The quiz and contest question palette: one numbered button per question showing its state (not
 * visited, not answered, answered, marked for review, answered and marked), a legend with counts, and
 * the current question marked with `aria-current`.
 */
export function QuestionPalette({
  questions,
  currentId,
  onSelect,
  label = 'Questions',
  showLegend = true,
  className,
  ...props
}: QuestionPaletteProps) {
  const counts = new Map<QuestionPaletteStatus, number>();
  for (const question of questions) counts.set(question.status, (counts.get(question.status) ?? 0) + 1);
  return (
    <nav {...props} aria-label={label} className={clsx(styles.root, className)}>
      <ol className={styles.grid}>
        {questions.map((question, index) => {
          const current = currentId !== undefined && String(currentId) === String(question.id);
          return (
            <li key={String(question.id)}>
              <button
                type="button"
                className={styles.question({ status: question.status })}
                aria-label={`Question ${index + 1}, ${questionPaletteStatusLabels[question.status].toLowerCase()}`}
                aria-current={current || undefined}
                data-status={question.status}
                onClick={() => onSelect?.(question.id, index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
      {showLegend ? (
        <ul className={styles.legend} aria-label="Legend">
          {questionPaletteStatuses.map((status) => (
            <li key={status} className={styles.legendItem}>
              <span className={clsx(styles.question({ status }), styles.swatch)} aria-hidden="true" />
              {questionPaletteStatusLabels[status]}: {counts.get(status) ?? 0}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
