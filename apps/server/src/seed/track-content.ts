import type { ContentBody, QuizQuestionBody } from '../db/content-body';

/** The committed demo video (apps/server/media/README.md): 4 s of FFmpeg's test pattern. */
const DEMO_VIDEO = { src: 'test-pattern.webm', duration_seconds: 4 };

/** Which track each numbered item of a batch is taught in (Getting Started, Practice, Assessment). */
const TRACK_OF: Record<'article' | 'quiz' | 'video', number[]> = {
  video: [0, 1, 1, 1, 1, 2, 2, 2],
  article: [0, 1, 1, 1, 2, 2],
  quiz: [0, 1, 1, 2],
};

export function trackIndexOf(kind: 'article' | 'quiz' | 'video', index: number): number {
  return TRACK_OF[kind][index] ?? 2;
}

function articleMarkdown(n: number): string {
  return [
    `## Lesson ${n}: reading a loop`,
    '',
    'A loop repeats its body once for each value. Trace it by hand before you run it: write down the',
    'value of every variable after each pass, and the bug usually shows itself.',
    '',
    '```python',
    'total = 0',
    'for value in [3, 1, 4]:',
    '    total += value',
    'print(total)  # 8',
    '```',
    '',
    `Key idea ${n}: the body runs once per element, so the running time grows with the input.`,
  ].join('\n');
}

function quizQuestions(n: number): QuizQuestionBody[] {
  // Question ids are unique within a batch, so completions of quiz questions never collide.
  const base = n * 10;
  return [
    {
      id: base + 1,
      type: 'single',
      text: 'How many times does the body of <code>for value in [3, 1, 4]</code> run?',
      options: [
        { id: 1, text: 'Once' },
        { id: 2, text: 'Three times' },
        { id: 3, text: 'Eight times' },
      ],
      correct: [2],
      marks: 1,
      explanation: 'The body runs once for each of the three elements.',
    },
    {
      id: base + 2,
      type: 'multiple',
      text: 'Which of these are linear-time operations on a list of n elements?',
      options: [
        { id: 1, text: 'Summing every element' },
        { id: 2, text: 'Reading the first element' },
        { id: 3, text: 'Finding the largest element' },
      ],
      correct: [1, 3],
      marks: 2,
      explanation: 'Summing and finding the maximum look at every element; reading one element does not.',
    },
  ];
}

export function contentBody(kind: 'article' | 'quiz' | 'video', index: number): ContentBody {
  if (kind === 'video') return DEMO_VIDEO;
  if (kind === 'article') return { markdown: articleMarkdown(index + 1) };
  return { questions: quizQuestions(index + 1) };
}
