import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { LEADERBOARD_DEFAULTS } from '@learnforge/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  LeaderboardTable,
  Link,
  MarkdownView,
  Pagination,
  RadioGroup,
  StatCard,
  TextArea,
} from '@learnforge/ui';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

const END_WORDS = {
  user: 'You ended it',
  auto_end: 'Time ran out',
  terminated: 'Ended after proctoring warnings',
};

/** `/contest/{slug}/summary`: score per section, rank, time taken, answers review, feedback, leaderboard. */
export function ContestSummary({ slug }: { slug: string }) {
  const contest = useApi('contest-get', { path: { slug } });
  const summary = useApi(
    'contest-summary',
    { path: { slug } },
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
  usePageTitle(contest.data ? `${contest.data.name}: summary` : 'Contest summary');
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>{contest.data?.name ?? 'Contest'}: summary</h1>
      <QueryView query={summary} what="your summary">
        {(data) => (
          <Box display="flex" flexDirection="column" gap="large">
            <Box display="flex" gap="medium" flexWrap="wrap">
              <StatCard
                label="Your score"
                value={data.user_score === null ? 'Not attempted' : `${data.user_score} of ${data.max_score}`}
              />
              <StatCard
                label="Your rank"
                value={data.user_rank === null ? '–' : `${data.user_rank} of ${data.total_participants}`}
              />
              <StatCard
                label="Time taken"
                value={
                  data.time_taken_seconds === null
                    ? '–'
                    : `${Math.floor(data.time_taken_seconds / 60)} min ${data.time_taken_seconds % 60} s`
                }
              />
              {data.end_reason ? <StatCard label="How it ended" value={END_WORDS[data.end_reason]} /> : null}
            </Box>
            <Card as="section" title="Score by section" headingLevel={2}>
              <ul>
                {data.sections.map((section) => (
                  <li key={section.name}>
                    {section.name}: {section.score} of {section.max_score}
                  </li>
                ))}
              </ul>
              {data.problems.length ? (
                <p>
                  Coding:{' '}
                  {data.problems
                    .map((problem) => `${problem.title} ${problem.score}/${problem.max_score}`)
                    .join(', ')}
                  {data.penalty_minutes ? ` · time penalty ${data.penalty_minutes} min` : ''}
                </p>
              ) : null}
            </Card>
            {data.subjective_answers.length > 0 ? (
              <SubjectiveAnswers answers={data.subjective_answers} />
            ) : null}
            {data.showQuizAnswers ? (
              <AnswersReview slug={slug} />
            ) : (
              <p>Correct answers are shown here once the contest has ended.</p>
            )}
            <Feedback slug={slug} />
          </Box>
        )}
      </QueryView>
      <ContestLeaderboard slug={slug} />
      <Link as={RouterLink} to={`/contest/${slug}/`}>
        Back to the contest page
      </Link>
    </Box>
  );
}

type SubjectiveAnswer = ResponseOf<'contest-summary'>['subjective_answers'][number];

/** Written answers staff mark after the attempt: awaiting marking, or the marks and the marker's comment. */
function SubjectiveAnswers({ answers }: { answers: SubjectiveAnswer[] }) {
  const awaiting = answers.filter((answer) => answer.marks === null).length;
  return (
    <Card as="section" title="Written answers" headingLevel={2}>
      <p>
        {awaiting > 0
          ? `${awaiting} of your written answers ${awaiting === 1 ? 'awaits' : 'await'} marking by the contest's staff; your score and rank change when they are marked.`
          : 'Every written answer is marked.'}
      </p>
      <ol>
        {answers.map((answer) => (
          <li key={answer.question_id}>
            <MarkdownView markdown={answer.question} />
            <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {`Your answer: ${answer.answer}`}
            </p>
            <p>
              {answer.marks === null ? (
                <Badge tone="caution">Awaiting marking</Badge>
              ) : (
                <Badge tone="positive">{`${answer.marks} of ${answer.max_marks} marks`}</Badge>
              )}
            </p>
            {answer.comment ? <p>{`The marker's comment: ${answer.comment}`}</p> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function AnswersReview({ slug }: { slug: string }) {
  const responses = useApi('contest-quiz-user-response', { path: { slug } });
  return (
    <QueryView query={responses} what="the answers">
      {(data) => (
        <Card as="section" title="Answers" headingLevel={2}>
          <ol>
            {data.userResponses.map((row) => (
              <li key={row.question_id}>
                Your answer: {row.userInput ?? (row.selectedChoices.join(', ') || 'none')} · correct:{' '}
                {row.correctAnswer ?? row.correctChoices?.join(', ') ?? 'marked by staff'} ·{' '}
                {row.marks_scored ?? 0} marks
                {row.explaination ? <p>{row.explaination}</p> : null}
              </li>
            ))}
          </ol>
        </Card>
      )}
    </QueryView>
  );
}

function Feedback({ slug }: { slug: string }) {
  const send = useApiMutation('contest-user-feedback');
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [done, setDone] = useState<string | null>(null);
  return (
    <Card as="section" title="Feedback" headingLevel={2}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const reply = await send
            .trigger({
              body: { contest_slug: slug, rating: Number(rating), ...(comment ? { comment } : {}) },
            })
            .catch((error: Error) => ({ message: error.message }));
          setDone(reply.message);
        }}
      >
        <RadioGroup
          label="How was the contest?"
          name="rating"
          value={rating}
          onValueChange={setRating}
          options={[1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: `${value} of 5` }))}
        />
        <TextArea
          label="Anything to tell the organisers?"
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button type="submit" disabled={rating === ''} loading={send.isMutating}>
          Send feedback
        </Button>
        <p role="status">{done ?? ''}</p>
      </form>
    </Card>
  );
}

/** The leaderboard, with the caller's row pinned; it re-reads when the live bus says it changed, else every 15 s. */
function ContestLeaderboard({ slug }: { slug: string }) {
  const [page, setPage] = useState<number>(LEADERBOARD_DEFAULTS.page);
  const [type, setType] = useState<'current' | 'overall'>(LEADERBOARD_DEFAULTS.type);
  const board = useApi(
    'contest-leaderboard',
    { path: { slug }, query: { page, type } },
    { refreshInterval: 15_000 },
  );
  const { mutate } = board;
  useEffect(() => {
    const url = new URL('/api/latest/ws/', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    let socket: WebSocket | null = null;
    try {
      socket = new WebSocket(url);
      socket.onopen = () =>
        socket?.send(JSON.stringify({ type: 'subscribe', topic: `contest:${slug}:leaderboard` }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { type?: string };
        if (message.type === 'event') void mutate();
      };
    } catch {
      // Polling (refreshInterval) carries on without the socket.
    }
    return () => socket?.close();
  }, [slug, mutate]);
  const toEntry = (row: NonNullable<typeof board.data>['results'][number]) => ({
    id: row.handle,
    rank: row.rank,
    name: row.name,
    detail: row.institute ?? undefined,
    score: row.score,
  });
  return (
    <Card as="section" title="Leaderboard" headingLevel={2}>
      <RadioGroup
        label="Leaderboard"
        name="leaderboard-type"
        value={type}
        onValueChange={(value) => {
          setType(value === 'overall' ? 'overall' : 'current');
          setPage(1);
        }}
        options={[
          { value: 'current', label: 'This contest' },
          { value: 'overall', label: 'Overall' },
        ]}
      />
      <QueryView query={board} what="the leaderboard">
        {(data) => (
          <>
            <LeaderboardTable
              caption={type === 'current' ? 'This contest' : 'Overall'}
              entries={data.results.map(toEntry)}
              currentUserId={data.user_rank?.handle}
              currentUserEntry={data.user_rank ? toEntry(data.user_rank) : null}
              emptyMessage="Nobody has a score yet."
            />
            <Pagination
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.count / data.page_size))}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryView>
    </Card>
  );
}
