import { ApiError } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import {
  createQuizStatus,
  QUIZ_STATUS_COUNTERS,
  type QuizStatus,
  type QuizStatusEvent,
  questionPaletteStatus,
  quizStatusReducer,
} from '@learnforge/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Link,
  MarkdownView,
  QuestionPalette,
  RadioGroup,
  TextArea,
  TextField,
} from '@learnforge/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ContestTimer } from '../../../shared/components/contest-timer';
import { useProctoring } from '../hooks/use-proctoring';
import { useWebcamSnapshots, type WebcamSnapshots } from '../hooks/use-webcam-snapshots';
import { ContestCalculator } from './contest-calculator';

interface Answer {
  selected: number[];
  input: string | null;
}
type SyncState = 'saved' | 'saving' | 'not-synced';

const COUNTER_LABELS: Record<(typeof QUIZ_STATUS_COUNTERS)[number], string> = {
  marked: 'Marked',
  answered: 'Answered',
  unanswered: 'Unanswered',
  answered_and_marked: 'Answered and marked',
  answered_and_unmarked: 'Answered and not marked',
  not_visited: 'Not visited',
  not_answered: 'Not answered',
};

/** Answers given but not yet confirmed by the server, kept on this device until they are. */
function pendingStore(slug: string, handle: string) {
  const key = `learnforge:contest:${slug}:${handle}:pending`;
  const read = (): Record<string, Answer> => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, Answer>;
    } catch {
      return {};
    }
  };
  return {
    read,
    put(questionId: number, answer: Answer) {
      localStorage.setItem(key, JSON.stringify({ ...read(), [questionId]: answer }));
    },
    drop(questionId: number, answer: Answer) {
      const all = read();
      // Only the answer the server confirmed: a newer one given meanwhile stays pending.
      if (JSON.stringify(all[questionId]) === JSON.stringify(answer)) {
        delete all[questionId];
        localStorage.setItem(key, JSON.stringify(all));
      }
    },
  };
}

/**
 * Options are short: shown as text (code and math marks dropped, `\\log` as log) so each radio and
 * checkbox has its label at once, with nothing left to render later.
 */
const optionText = (text: string) => text.replace(/[`$]/g, '').replace(/\\([a-zA-Z]+)/g, '$1');

const isAnswerGiven = (answer: Answer) => answer.selected.length > 0 || (answer.input ?? '').trim() !== '';

/** The quiz room: sections of questions, the palette with every counter, answers saved as given. */
export function QuizRoom({ slug }: { slug: string }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const [start, setStart] = useState<{
    status: string;
    message: string;
    ends_at: string | null;
    proctoring?: { webcam_interval_seconds: number | null; screenshot_upload_url: string | null } | null;
  } | null>(null);
  useEffect(() => {
    let cancelled = false;
    client
      .call('contest-start', { path: { slug } })
      .then((reply) => !cancelled && setStart(reply))
      .catch(
        (error: Error) => !cancelled && setStart({ status: 'ERROR', message: error.message, ends_at: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [client, slug]);
  const running = start?.status === 'SUCCESS';
  const contest = useApi('contest-get', { path: { slug } });
  const details = useApi('contest-details', running ? { path: { slug } } : null, {
    revalidateOnFocus: false,
  });
  const responses = useApi('contest-quiz-user-response', running ? { path: { slug } } : null, {
    revalidateOnFocus: false,
  });
  usePageTitle(contest.data ? `${contest.data.name}: quiz` : 'Contest');

  useEffect(() => {
    if (start && start.status !== 'SUCCESS' && start.status !== 'NOT_STARTED' && start.status !== 'ERROR')
      navigate(`/contest/${slug}/${start.status === 'ENDED' ? 'summary' : ''}`, { replace: true });
  }, [start, slug, navigate]);

  if (!start) return <p role="status">Starting your attempt…</p>;
  if (!running)
    return (
      <section aria-labelledby="not-running">
        <h1 id="not-running">{contest.data?.name ?? 'Contest'}</h1>
        <p role="alert">{start.message}</p>
        <Link as={RouterLink} to={`/contest/${slug}/`}>
          Back to the contest page
        </Link>
      </section>
    );
  return (
    <QueryView query={details} what="the questions">
      {(detailData) => (
        <QueryView query={responses} what="your answers">
          {(responseData) => (
            <Room
              slug={slug}
              handle={user?.handle ?? 'me'}
              name={contest.data?.name ?? 'Contest'}
              endsAt={start.ends_at!}
              webcam={start.proctoring ?? null}
              details={detailData}
              saved={responseData.userResponses}
            />
          )}
        </QueryView>
      )}
    </QueryView>
  );
}

type Details = NonNullable<ReturnType<typeof useApi<'contest-details'>>['data']>;
type SavedResponse = NonNullable<
  ReturnType<typeof useApi<'contest-quiz-user-response'>>['data']
>['userResponses'][number];

function Room({
  slug,
  handle,
  name,
  endsAt,
  webcam,
  details,
  saved,
}: {
  slug: string;
  handle: string;
  name: string;
  endsAt: string;
  webcam: { webcam_interval_seconds: number | null; screenshot_upload_url: string | null } | null;
  details: Details;
  saved: SavedResponse[];
}) {
  const client = useApiClient();
  const navigate = useNavigate();
  const store = useMemo(() => pendingStore(slug, handle), [slug, handle]);
  const questions = useMemo(
    () =>
      details.quiz_data.sections.flatMap((section) =>
        section.questions_meta.map((question) => ({ ...question, sectionName: section.name })),
      ),
    [details],
  );
  const ids = useMemo(() => questions.map((question) => question.question_id), [questions]);

  // Server answers, then this device's unconfirmed ones over them (restored after a reload).
  const [answers, setAnswers] = useState<Record<number, Answer>>(() => {
    const fromServer: Record<number, Answer> = {};
    for (const row of saved)
      fromServer[row.question_id] = { selected: row.selectedChoices, input: row.userInput };
    for (const [id, answer] of Object.entries(store.read())) fromServer[Number(id)] = answer;
    return fromServer;
  });
  const [status, setStatus] = useState<QuizStatus>(() => {
    let state = createQuizStatus(ids);
    const apply = (event: QuizStatusEvent) => {
      state = quizStatusReducer(state, event);
    };
    for (const row of saved) {
      if (row.visited) apply({ type: 'visit', questionId: row.question_id });
      if (row.marked) apply({ type: 'mark', questionId: row.question_id });
      if (row.answered) apply({ type: 'answer', questionId: row.question_id });
    }
    for (const [id, answer] of Object.entries(store.read()))
      apply({ type: isAnswerGiven(answer) ? 'answer' : 'unanswer', questionId: Number(id) });
    return state;
  });
  const [sync, setSync] = useState<Record<number, SyncState>>(() =>
    Object.fromEntries(Object.keys(store.read()).map((id) => [Number(id), 'not-synced' as const])),
  );
  const [index, setIndex] = useState(0);
  const [ended, setEnded] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = questions[index];

  const proctoring = useProctoring(slug, {
    enabled: details.proctoredContest && ended === null,
    maxWarnings: details.max_warnings ?? 0,
    initialWarnings: details.warnings_count,
  });
  const webcamSeconds = webcam?.webcam_interval_seconds ?? null;
  const camera = useWebcamSnapshots({
    uploadUrl: webcam?.screenshot_upload_url ?? null,
    intervalSeconds: webcamSeconds,
    active: ended === null && !proctoring.terminated,
  });

  const dispatch = useCallback(
    (event: QuizStatusEvent) => setStatus((state) => quizStatusReducer(state, event)),
    [],
  );

  const onEnded = useCallback(
    (message: string) => {
      setEnded(message);
      setTimeout(() => navigate(`/contest/${slug}/summary`), 1500);
    },
    [navigate, slug],
  );

  const send = useCallback(
    async (questionId: number, answer: Answer) => {
      setSync((state) => ({ ...state, [questionId]: 'saving' }));
      try {
        await client.call('contest-quiz-question-submit', {
          path: { qid: questionId },
          body: {
            contest_slug: slug,
            selected_choices: answer.selected,
            ...(answer.input !== null ? { user_input: answer.input } : {}),
          },
        });
        store.drop(questionId, answer);
        setSync((state) => ({ ...state, [questionId]: 'saved' }));
      } catch (error) {
        setSync((state) => ({ ...state, [questionId]: 'not-synced' }));
        if (error instanceof ApiError && error.status === 409) onEnded(error.message);
      }
    },
    [client, slug, store, onEnded],
  );

  // Retry what is not synced: at once when the network comes back, and every few seconds.
  useEffect(() => {
    const retry = () => {
      for (const [id, answer] of Object.entries(store.read())) void send(Number(id), answer);
    };
    retry();
    const timer = setInterval(retry, 5000);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [store, send]);

  const action = useCallback(
    async (questionId: number, kind: 'visit' | 'mark' | 'unmark' | 'clear') => {
      try {
        await client.call('contest-quiz-question-action', {
          path: { qid: questionId, action: kind },
          body: { contest_slug: slug },
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) onEnded(error.message);
      }
    },
    [client, slug, onEnded],
  );

  // Showing a question visits it.
  useEffect(() => {
    if (!current || status.questions[String(current.question_id)]?.visited) return;
    dispatch({ type: 'visit', questionId: current.question_id });
    void action(current.question_id, 'visit');
  }, [current, status, dispatch, action]);

  const answer = (questionId: number, next: Answer) => {
    setAnswers((state) => ({ ...state, [questionId]: next }));
    store.put(questionId, next);
    dispatch({ type: isAnswerGiven(next) ? 'answer' : 'unanswer', questionId });
    void send(questionId, next);
  };

  const goTo = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const endNow = async () => {
    if (!window.confirm('End the contest now? You cannot change your answers afterwards.')) return;
    await client.call('contest-end', { body: { contest_slug: slug } }).catch(() => undefined);
    navigate(`/contest/${slug}/summary`);
  };

  if (proctoring.terminated || ended)
    return (
      <section aria-labelledby="attempt-over">
        <h1 id="attempt-over">{name}: your attempt has ended</h1>
        <p role="alert">{proctoring.terminated ? proctoring.message : ended}</p>
        <Link as={RouterLink} to={`/contest/${slug}/summary`}>
          See your summary
        </Link>
      </section>
    );

  const state = current ? status.questions[String(current.question_id)] : undefined;
  const given = current ? (answers[current.question_id] ?? { selected: [], input: null }) : null;
  const syncState = current ? (sync[current.question_id] ?? (state?.answered ? 'saved' : null)) : null;
  const blockClipboard = details.disableCopyPaste
    ? (event: { preventDefault: () => void }) => event.preventDefault()
    : undefined;

  return (
    <Box
      display="flex"
      flexDirection="column"
      gap="large"
      onCopy={blockClipboard}
      onCut={blockClipboard}
      onPaste={blockClipboard}
    >
      <header>
        <h1>{name}</h1>
        <Box display="flex" gap="medium" flexWrap="wrap" alignItems="center">
          <ContestTimer slug={slug} endsAt={endsAt} onEnded={onEnded} />
          <Button tone="critical" variant="outline" onClick={() => void endNow()}>
            End the contest
          </Button>
        </Box>
      </header>
      {details.proctoredContest ? (
        <Card as="section" title="Proctoring" headingLevel={2}>
          <p>
            Warnings: {proctoring.warnings} of {proctoring.maxWarnings} allowed.
            {details.disableCopyPaste ? ' Copy and paste are turned off.' : ''}
          </p>
          {!proctoring.fullscreen ? (
            <Button variant="outline" onClick={proctoring.enterFullscreen}>
              Enter full screen
            </Button>
          ) : null}
          {webcamSeconds ? <WebcamConsent camera={camera} seconds={webcamSeconds} /> : null}
        </Card>
      ) : null}
      <div role="alert" aria-live="assertive">
        {proctoring.message}
      </div>
      {details.showCalculator ? <ContestCalculator /> : null}

      {questions.length > 0 && current && given ? (
        <Box display="flex" gap="large" flexWrap="wrap">
          <Box display="flex" flexDirection="column" gap="medium" style={{ flex: '1 1 20rem', minWidth: 0 }}>
            <section aria-labelledby="question-heading">
              <h2 id="question-heading" ref={headingRef} tabIndex={-1}>
                Question {index + 1} of {questions.length}
              </h2>
              <p>
                {current.sectionName} · {current.marks} mark{current.marks === 1 ? '' : 's'}
                {current.negative_marks > 0 ? `, minus ${current.negative_marks} if wrong` : ''}
              </p>
              <MarkdownView markdown={current.cdn_data.text} />
              <QuestionInput
                question={current}
                answer={given}
                onAnswer={(next) => answer(current.question_id, next)}
              />
              <p role="status" aria-live="polite">
                {syncState === 'saving'
                  ? 'Saving…'
                  : syncState === 'not-synced'
                    ? 'Not synced yet: kept on this device and sent again when the connection is back.'
                    : syncState === 'saved'
                      ? 'Saved'
                      : ''}
              </p>
            </section>
            <Box display="flex" gap="small" flexWrap="wrap">
              <Button variant="outline" disabled={index === 0} onClick={() => goTo(index - 1)}>
                Previous
              </Button>
              <Button
                variant="outline"
                aria-pressed={state?.marked ?? false}
                onClick={() => {
                  const marked = state?.marked ?? false;
                  dispatch({ type: marked ? 'unmark' : 'mark', questionId: current.question_id });
                  void action(current.question_id, marked ? 'unmark' : 'mark');
                }}
              >
                {state?.marked ? 'Unmark for review' : 'Mark for review'}
              </Button>
              <Button
                variant="outline"
                disabled={!state?.answered}
                onClick={() => {
                  const cleared = { selected: [], input: null };
                  setAnswers((all) => ({ ...all, [current.question_id]: cleared }));
                  store.drop(current.question_id, answers[current.question_id] ?? cleared);
                  dispatch({ type: 'clear', questionId: current.question_id });
                  void action(current.question_id, 'clear');
                }}
              >
                Clear response
              </Button>
              <Button disabled={index === questions.length - 1} onClick={() => goTo(index + 1)}>
                Next
              </Button>
            </Box>
          </Box>
          <Box display="flex" flexDirection="column" gap="medium" style={{ flex: '0 1 18rem' }}>
            <QuestionPalette
              label="Question palette"
              questions={questions.map((question) => ({
                id: question.question_id,
                status: questionPaletteStatus(
                  status.questions[String(question.question_id)] ?? {
                    visited: false,
                    marked: false,
                    answered: false,
                  },
                ),
              }))}
              currentId={current.question_id}
              onSelect={(_, next) => goTo(next)}
            />
            <section aria-labelledby="counters-heading">
              <h2 id="counters-heading">Your progress</h2>
              <dl>
                {QUIZ_STATUS_COUNTERS.map((counter) => (
                  <Box key={counter} display="flex" justifyContent="space-between" gap="small">
                    <dt>{COUNTER_LABELS[counter]}</dt>
                    <dd>{status.counts[counter]}</dd>
                  </Box>
                ))}
              </dl>
            </section>
          </Box>
        </Box>
      ) : null}

      {details.coding_sections.map((section) => (
        <Card as="section" key={section.id} title={section.name} headingLevel={2}>
          <CodingProblems slug={slug} problems={section.problems} />
        </Card>
      ))}
    </Box>
  );
}

/** What the webcam does and why, the switch that consents to it, and a clear word when it is refused. */
function WebcamConsent({ camera, seconds }: { camera: WebcamSnapshots; seconds: number }) {
  return (
    <section aria-labelledby="webcam-heading">
      <h3 id="webcam-heading">Webcam</h3>
      {camera.state === 'on' ? (
        <p role="status">
          Camera on: a photo every {seconds} seconds goes to this contest’s staff. {camera.sent} sent so far.
          {camera.problem ? ` ${camera.problem}` : ''}
        </p>
      ) : camera.state === 'refused' ? (
        <p role="alert">
          The camera was refused. This contest asks for webcam photos: allow the camera for this site in your
          browser’s settings, then turn it on again. Until then no photos are sent, and the contest’s staff
          see that.
        </p>
      ) : camera.state === 'unavailable' ? (
        <p role="alert">
          No camera could be opened on this device. Connect one, or ask the contest’s staff for a webcam
          exemption; until then no photos are sent.
        </p>
      ) : (
        <p>
          This contest asks for your webcam: while you sit it, a photo is taken every {seconds} seconds and
          kept with your attempt for the contest’s staff only (never shown to other learners). Turning the
          camera on agrees to this.
        </p>
      )}
      {camera.state !== 'on' ? (
        <Button variant="outline" disabled={camera.state === 'starting'} onClick={camera.turnOn}>
          {camera.state === 'starting' ? 'Opening the camera…' : 'Turn the camera on'}
        </Button>
      ) : null}
    </section>
  );
}

function QuestionInput({
  question,
  answer,
  onAnswer,
}: {
  question: Details['quiz_data']['sections'][number]['questions_meta'][number];
  answer: Answer;
  onAnswer: (answer: Answer) => void;
}) {
  const { question_type: type, options } = question.cdn_data;
  const [draft, setDraft] = useState(answer.input ?? '');
  useEffect(() => setDraft(answer.input ?? ''), [answer.input]);
  if (type === 'single')
    return (
      <RadioGroup
        label="Your answer"
        name={`question-${question.question_id}`}
        value={answer.selected[0] !== undefined ? String(answer.selected[0]) : ''}
        onValueChange={(value) => onAnswer({ selected: [Number(value)], input: null })}
        options={options.map((option) => ({
          value: String(option.id),
          label: optionText(option.text),
        }))}
      />
    );
  if (type === 'multiple')
    return (
      <fieldset>
        <legend>Your answer (choose every one that applies)</legend>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={optionText(option.text)}
            checked={answer.selected.includes(option.id)}
            onChange={(event) =>
              onAnswer({
                selected: event.target.checked
                  ? [...answer.selected, option.id]
                  : answer.selected.filter((id) => id !== option.id),
                input: null,
              })
            }
          />
        ))}
      </fieldset>
    );
  const commit = () => {
    if (draft !== (answer.input ?? '')) onAnswer({ selected: [], input: draft });
  };
  if (type === 'input')
    return (
      <TextField
        label="Your answer"
        hint="Saved when you leave the field or press Enter."
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    );
  return (
    <TextArea
      label="Your answer"
      hint="Saved when you leave the field."
      value={draft}
      maxLength={5000}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
    />
  );
}

function CodingProblems({
  slug,
  problems,
}: {
  slug: string;
  problems: Details['coding_sections'][number]['problems'];
}) {
  const status = useApi(
    'contest-user-problems-status',
    { query: { contest_slug: slug } },
    { refreshInterval: 10_000 },
  );
  return (
    <ul>
      {problems.map((problem) => {
        const own = status.data?.results.find((row) => row.problem_id === problem.id);
        return (
          <li key={problem.id}>
            <Link as={RouterLink} to={`/problems/${problem.slug}/1?contest=${encodeURIComponent(slug)}`}>
              {problem.title}
            </Link>{' '}
            <Badge tone={own?.status === 1 ? 'positive' : 'neutral'}>
              {own ? `${own.score} of ${problem.max_score} points` : `${problem.max_score} points`}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
