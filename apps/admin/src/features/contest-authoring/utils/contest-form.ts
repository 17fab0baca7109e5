import type { ResponseOf } from '@learnforge/api-client';
import type { Contract, EndpointInput } from '@learnforge/api-client/contract';
import { fromLocalInput, toLocalInput } from '../../../shared/local-date-time';

export type Contest = ResponseOf<'x-admin-contest-get'>;
type ContestBody = EndpointInput<Contract['x-admin-contest-create']>['body'];

/** A chosen bank question: its id and the text staff recognise it by. */
interface ChosenQuestion {
  id: number;
  label: string;
}

export interface SectionValues {
  title: string;
  kind: 'quiz' | 'coding';
  questions: ChosenQuestion[];
  problems: { slug: string; title: string; points: number }[];
}

/** The contest form; times are `datetime-local` text in the browser's zone, numbers NaN when empty. */
export interface ContestFormValues {
  slug: string;
  title: string;
  description: string;
  kind: 'open' | 'batch';
  batch_slug: string;
  start_time: string;
  end_time: string;
  duration_minutes: number;
  proctored: boolean;
  disable_copy_paste: boolean;
  show_calculator: boolean;
  webcam_interval_seconds: number;
  max_warnings: number;
  show_answers_after_end: boolean;
  wrong_submission_penalty_minutes: number;
  sections: SectionValues[];
}

export const emptySection = (kind: SectionValues['kind']): SectionValues => ({
  title: kind === 'quiz' ? 'Quiz' : 'Coding',
  kind,
  questions: [],
  problems: [],
});

export function emptyContest(kind: ContestFormValues['kind']): ContestFormValues {
  return {
    slug: '',
    title: '',
    description: '',
    kind,
    batch_slug: '',
    start_time: '',
    end_time: '',
    duration_minutes: Number.NaN,
    proctored: false,
    disable_copy_paste: false,
    show_calculator: false,
    webcam_interval_seconds: Number.NaN,
    max_warnings: 3,
    show_answers_after_end: true,
    wrong_submission_penalty_minutes: 10,
    sections: [emptySection('quiz')],
  };
}

export function formFromContest(contest: Contest, questionLabels: Map<number, string>): ContestFormValues {
  return {
    slug: contest.slug,
    title: contest.title,
    description: contest.description,
    kind: contest.kind,
    batch_slug: contest.batch_slug ?? '',
    start_time: toLocalInput(contest.start_time),
    end_time: toLocalInput(contest.end_time),
    duration_minutes: contest.duration_minutes ?? Number.NaN,
    proctored: contest.proctored,
    disable_copy_paste: contest.disable_copy_paste,
    show_calculator: contest.show_calculator,
    webcam_interval_seconds: contest.webcam_interval_seconds ?? Number.NaN,
    max_warnings: contest.max_warnings,
    show_answers_after_end: contest.show_answers_after_end,
    wrong_submission_penalty_minutes: contest.wrong_submission_penalty_minutes,
    sections: contest.sections.map((section) => ({
      title: section.title,
      kind: section.kind,
      questions: section.question_ids.map((id) => ({
        id,
        label: questionLabels.get(id) ?? `Question ${id}`,
      })),
      problems: section.problems.map((problem) => ({ ...problem, title: problem.slug })),
    })),
  };
}

const numberOrNull = (value: number) => (Number.isFinite(value) ? value : null);

/** The body of x-admin-contest-create and -update: the whole contest with its sections. */
export function bodyFromForm(values: ContestFormValues): ContestBody {
  return {
    slug: values.slug.trim(),
    title: values.title.trim(),
    description: values.description,
    kind: values.kind,
    batch_slug: values.kind === 'batch' && values.batch_slug.trim() ? values.batch_slug.trim() : null,
    start_time: fromLocalInput(values.start_time),
    end_time: fromLocalInput(values.end_time),
    duration_minutes: numberOrNull(values.duration_minutes),
    proctored: values.proctored,
    disable_copy_paste: values.disable_copy_paste,
    show_calculator: values.show_calculator,
    webcam_interval_seconds: values.proctored ? numberOrNull(values.webcam_interval_seconds) : null,
    max_warnings: Number.isFinite(values.max_warnings) ? values.max_warnings : 0,
    show_answers_after_end: values.show_answers_after_end,
    wrong_submission_penalty_minutes: Number.isFinite(values.wrong_submission_penalty_minutes)
      ? values.wrong_submission_penalty_minutes
      : 0,
    sections: values.sections.map((section) => ({
      title: section.title.trim(),
      kind: section.kind,
      question_ids: section.kind === 'quiz' ? section.questions.map((question) => question.id) : [],
      problems:
        section.kind === 'coding'
          ? section.problems.map(({ slug, points }) => ({
              slug,
              points: Number.isFinite(points) ? points : 0,
            }))
          : [],
    })),
  };
}

/**
 * The form field a server error names: the server says `sections.0.question_ids` where the form keeps
 * the chosen questions; every other path is the form's own.
 */
export const formFieldOf = (serverField: string) => serverField.replace(/\.question_ids$/, '.questions');
