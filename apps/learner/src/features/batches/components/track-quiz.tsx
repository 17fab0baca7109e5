import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Box, Button, Card, Checkbox, HtmlView, RadioGroup, TextField } from '@learnforge/ui';
import { useState } from 'react';

type Quiz = EndpointOutput<(typeof contract)['track-quiz']>;
type Question = Quiz['questions'][number];
type Result = NonNullable<Quiz['results']>[number];
interface Answer {
  selected: number[];
  input: string;
}

const STATUS_TEXT: Record<Result['status'], string> = {
  correct: 'Correct',
  wrong: 'Not right',
  partial: 'Partly right',
  unanswered: 'Not answered',
  pending_review: 'Waiting for review',
};

/** The track's quiz: answer every question, submit to have it scored; retries are allowed (ADR 0046). */
export function TrackQuiz({
  batchSlug,
  trackSlug,
  quizId,
}: {
  batchSlug: string;
  trackSlug: string;
  quizId: number;
}) {
  const quiz = useApi('track-quiz', {
    query: { batch_slug: batchSlug, track_slug: trackSlug, quiz_id: quizId },
  });
  return (
    <QueryView query={quiz} what="the quiz">
      {(data) => <QuizForm key={data.quiz_id} batchSlug={batchSlug} trackSlug={trackSlug} quiz={data} />}
    </QueryView>
  );
}

function QuizForm({ batchSlug, trackSlug, quiz }: { batchSlug: string; trackSlug: string; quiz: Quiz }) {
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [retrying, setRetrying] = useState(false);
  const submission = useApiMutation('track-quiz-submission');
  const answerOf = (id: number): Answer => answers[id] ?? { selected: [], input: '' };
  const setAnswer = (id: number, answer: Answer) => setAnswers((all) => ({ ...all, [id]: answer }));
  const showResults = quiz.is_submitted && quiz.results && !retrying;

  if (showResults)
    return (
      <Card as="section" title={quiz.title}>
        <p role="status">
          Your score: {quiz.score} of {quiz.max_score}
        </p>
        <ol>
          {quiz.questions.map((question) => {
            const result = quiz.results?.find((r) => r.question_id === question.id);
            return (
              <li key={question.id}>
                <HtmlView html={question.text_html} />
                <p>
                  {result ? STATUS_TEXT[result.status] : 'Not answered'}
                  {result?.explaination ? `: ${result.explaination}` : ''}
                </p>
              </li>
            );
          })}
        </ol>
        <Button variant="outline" onClick={() => setRetrying(true)}>
          Try the quiz again
        </Button>
      </Card>
    );

  return (
    <Card as="section" title={quiz.title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submission
            .trigger({
              body: {
                batch_slug: batchSlug,
                track_slug: trackSlug,
                quiz_id: quiz.quiz_id,
                responses: quiz.questions.map((question) => ({
                  question_id: question.id,
                  selected_choices: answerOf(question.id).selected,
                  ...(question.question_type === 'numeric'
                    ? { user_input: answerOf(question.id).input }
                    : {}),
                })),
              },
            })
            .then(() => setRetrying(false))
            .catch(() => undefined);
        }}
      >
        <Box display="flex" flexDirection="column" gap="large">
          {quiz.questions.map((question, index) => (
            <QuestionField
              key={question.id}
              number={index + 1}
              question={question}
              answer={answerOf(question.id)}
              onAnswer={(answer) => setAnswer(question.id, answer)}
            />
          ))}
          {submission.error ? <p role="alert">{submission.error.message}</p> : null}
          <Button type="submit" loading={submission.isMutating}>
            Submit the quiz
          </Button>
        </Box>
      </form>
    </Card>
  );
}

function QuestionField({
  number,
  question,
  answer,
  onAnswer,
}: {
  number: number;
  question: Question;
  answer: Answer;
  onAnswer: (answer: Answer) => void;
}) {
  const heading = `Question ${number} (${question.marks} ${question.marks === 1 ? 'mark' : 'marks'})`;
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <h3>{heading}</h3>
      <HtmlView html={question.text_html} />
      {question.question_type === 'single' ? (
        <RadioGroup
          label={`Your answer to question ${number}`}
          name={`question-${question.id}`}
          value={answer.selected[0] !== undefined ? String(answer.selected[0]) : ''}
          onValueChange={(value) => onAnswer({ ...answer, selected: [Number(value)] })}
          options={question.options.map((option) => ({
            value: String(option.id),
            label: plainText(option.text_html),
          }))}
        />
      ) : question.question_type === 'multiple' ? (
        <fieldset>
          <legend>Your answer to question {number} (choose every one that applies)</legend>
          {question.options.map((option) => (
            <Checkbox
              key={option.id}
              label={plainText(option.text_html)}
              checked={answer.selected.includes(option.id)}
              onChange={(event) =>
                onAnswer({
                  ...answer,
                  selected: event.currentTarget.checked
                    ? [...answer.selected, option.id]
                    : answer.selected.filter((id) => id !== option.id),
                })
              }
            />
          ))}
        </fieldset>
      ) : (
        <TextField
          label={`Your answer to question ${number}`}
          value={answer.input}
          onChange={(event) => onAnswer({ ...answer, input: event.currentTarget.value })}
        />
      )}
    </Box>
  );
}

/** Option labels are short; shown as text, so no markup from the quiz reaches a label unsanitized. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
