import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchContests,
  batchEnrollments,
  batches,
  contestAccommodations,
  contestAttempts,
  contestParticipations,
  contestProctoringEvents,
  contests,
  organizations,
  problems,
  quizQuestions,
  rewardLedger,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (path: string) => `/api/latest/${path}`;
type Row = Record<string, unknown>;
const resultsOf = (json: Row) => json.results as Row[];

describe('contest pages', () => {
  it('lists open contests to everyone and batch contests to their batch only', async () => {
    const anonymous = createSessionClient(server.url);
    const live = await anonymous.get(api('contests/all/?when=live'));
    expect(live.status).toBe(200);
    const liveSlugs = resultsOf(live.json).map((row) => row.slug);
    expect(liveSlugs).toContain('weekly-coding-challenge');
    expect(liveSlugs).not.toContain('dsa-institute-2026-weekly-test');
    const learner = await signedInClient(server.url, 'learner@demo.test');
    const own = await learner.get(api('contests/all/?when=live&kind=batch'));
    expect(own.json.results).toEqual([
      expect.objectContaining({
        slug: 'dsa-institute-2026-weekly-test',
        batch_name: 'DSA 2026 - Demo Institute',
        status_code: 1,
      }),
    ]);
    const upcoming = await anonymous.get(api('contests/all/?when=upcoming'));
    expect(resultsOf(upcoming.json)[0]).toMatchObject({
      slug: 'monthly-quiz-marathon',
      status_code: 2,
      is_registered: null,
    });
    const past = await anonymous.get(api('contests/all/?when=past&search=autumn'));
    expect(past.json.results).toEqual([
      expect.objectContaining({ slug: 'autumn-quiz-sprint', status_code: 5 }),
    ]);
  });

  it('shows a contest with its rules, sections and proctoring settings', async () => {
    const page = await createSessionClient(server.url).get(api('contest/weekly-coding-challenge/'));
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      name: 'Weekly Coding Challenge',
      type: 'mixed',
      duration_minutes: 90,
      proctoredContest: true,
      disableCopyPaste: true,
      max_warnings: 3,
      sections: [
        { name: 'Quiz', kind: 'quiz', questions_count: 5, problems_count: 0 },
        { name: 'Coding', kind: 'coding', questions_count: 0, problems_count: 2 },
      ],
    });
    expect(page.json.description).toContain('proctored');
    expect((await createSessionClient(server.url).get(api('contest/no-such-contest/'))).status).toBe(404);
  });

  it('makes the demo job’s hiring assessment and the dashboard’s batch contests sittable contests', async () => {
    const anonymous = createSessionClient(server.url);
    const hiring = await anonymous.get(api('contest/hiring-java-backend-assessment/'));
    expect(hiring.json).toMatchObject({ kind: 'open', has_job: true, webcam: true, type: 'mixed' });
    const batch = await anonymous.get(api('contest/dsa-institute-2026-contest-1/'));
    expect(batch.json).toMatchObject({ kind: 'batch', batch_slug: 'dsa-institute-2026' });
  });
});

type Client = Awaited<ReturnType<typeof signedInClient>>;
const db = () => server.database.db;

async function registeredAndStarted(email: string, slug: string) {
  const client = await signedInClient(server.url, email);
  const registered = await client.post(api('register/'), {
    contest_slug: slug,
    page_url: `/contest/${slug}/`,
  });
  expect(['SUCCESS', 'ALREADY_REGISTERED']).toContain(registered.json.status);
  const started = await client.get(api(`contest/${slug}/start/`));
  expect(started.json.status).toBe('SUCCESS');
  return { client, started: started.json };
}

async function questionsOf(client: Client, slug: string) {
  const details = await client.get(api(`contest/${slug}/details/`));
  expect(details.status).toBe(200);
  const sections = (details.json.quiz_data as { sections: { questions_meta: Row[] }[] }).sections;
  return sections.flatMap((section) => section.questions_meta) as {
    question_id: number;
    cdn_data: { question_type: string; text: string; options: { id: number; text: string }[] };
  }[];
}

async function bankQuestion(text: string) {
  const [row] = await db().select().from(quizQuestions).where(eq(quizQuestions.body, text));
  return row!;
}

/** The contest credits in a learner's points ledger. */
async function contestPoints(email: string) {
  return db()
    .select({ delta: rewardLedger.delta, eventKey: rewardLedger.eventKey })
    .from(rewardLedger)
    .innerJoin(users, eq(users.id, rewardLedger.userId))
    .where(and(eq(users.email, email), eq(rewardLedger.reason, 'contest')));
}

async function moveAttemptDeadline(email: string, slug: string, deadline: Date) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const [contest] = await db().select().from(contests).where(eq(contests.slug, slug));
  await db()
    .update(contestAttempts)
    .set({ deadline })
    .where(and(eq(contestAttempts.userId, user!.id), eq(contestAttempts.contestId, contest!.id)));
}

const BINARY_SEARCH =
  'What is the worst-case time complexity of binary search on a sorted array of $n$ items?';
const TREE_EDGES = 'How many edges does a tree with 10 vertices have? Type a number.';
const HASHING = 'Which of these data structures give $O(1)$ average-time lookup by key?';

describe('timer rules', () => {
  it('refuses to start before the start time, and shows no questions before a start', async () => {
    const learner = await signedInClient(server.url, 'student3@demo.test');
    expect((await learner.get(api('contest/monthly-quiz-marathon/start/'))).json.status).toBe(
      'NOT_REGISTERED',
    );
    const registered = await learner.post(api('register/'), {
      contest_slug: 'monthly-quiz-marathon',
      page_url: '/contest/monthly-quiz-marathon/',
    });
    expect(registered.json.status).toBe('SUCCESS');
    const early = await learner.get(api('contest/monthly-quiz-marathon/start/'));
    expect(early.json).toMatchObject({ status: 'NOT_STARTED', started_at: null });
    expect((await learner.get(api('contest/monthly-quiz-marathon/details/'))).status).toBe(403);
    const question = await bankQuestion(BINARY_SEARCH);
    const answer = await learner.post(api(`quiz/q/${question.id}/submit/`), {
      contest_slug: 'monthly-quiz-marathon',
      selected_choices: [2],
    });
    expect(answer.status).toBe(403);
    const meta = await learner.get(api('contest/monthly-quiz-marathon/meta/'));
    expect(meta.json).toMatchObject({ is_registered: true, started_at: null, isContestEnded: false });
  });

  it('times an attempt on the server: the end is fixed at start and extra time is added', async () => {
    const [user] = await db().select().from(users).where(eq(users.email, 'student4@demo.test'));
    const [contest] = await db().select().from(contests).where(eq(contests.slug, 'weekly-coding-challenge'));
    await db()
      .insert(contestAccommodations)
      .values({ contestId: contest!.id, userId: user!.id, extraMinutes: 30, webcamExempt: true });
    const before = Date.now();
    const { client, started } = await registeredAndStarted('student4@demo.test', 'weekly-coding-challenge');
    const length = Date.parse(started.ends_at as string) - Date.parse(started.started_at as string);
    expect(length).toBe((90 + 30) * 60_000);
    expect(Date.parse(started.started_at as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(started.extra_minutes).toBe(30);
    expect(started.proctoring).toMatchObject({ max_warnings: 3, webcam_interval_seconds: null });
    // Starting again (a reload, another tab) resumes the same attempt.
    const again = await client.get(api('contest/weekly-coding-challenge/start/'));
    expect(again.json.ends_at).toBe(started.ends_at);
    // The client may not end the attempt "automatically" while the server says time is left.
    const tooEarly = await client.get(api('end/?reason=autoEnd&contest_slug=weekly-coding-challenge'));
    expect(tooEarly.status).toBe(409);
  });

  it("keeps a problem's hints, editorial and author solution from a contestant until their attempt ends", async () => {
    // Someone not sitting the contest reads them as usual.
    const outsider = await signedInClient(server.url, 'student16@demo.test');
    expect((await outsider.get('/api/latest/problems/sum-of-two-numbers/editorial/')).status).toBe(200);
    const { client } = await registeredAndStarted('student20@demo.test', 'weekly-coding-challenge');
    for (const path of [
      '/api/latest/problems/sum-of-two-numbers/editorial/',
      '/api/latest/problems/sum-of-two-numbers/hints/1/',
      '/api/latest/hints/solution/?problem_slug=sum-of-two-numbers',
    ]) {
      const refused = await client.get(path);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toMatchObject({
        code: 'contest_in_progress',
        message: expect.stringContaining('Weekly Coding Challenge'),
      });
    }
    // A problem the contest does not set stays open to the contestant.
    expect((await client.get('/api/latest/problems/count-the-vowels/hints/')).status).toBe(200);
    await client.request('PUT', api('end/'), { contest_slug: 'weekly-coding-challenge' });
    expect((await client.get('/api/latest/problems/sum-of-two-numbers/editorial/')).status).toBe(200);
  });

  it('refuses late answers and ends the attempt at its end time', async () => {
    const { client } = await registeredAndStarted('student5@demo.test', 'weekly-coding-challenge');
    const question = await bankQuestion(BINARY_SEARCH);
    const onTime = await client.post(api(`quiz/q/${question.id}/submit/`), {
      contest_slug: 'weekly-coding-challenge',
      selected_choices: [2],
    });
    expect(onTime.status).toBe(200);
    await moveAttemptDeadline('student5@demo.test', 'weekly-coding-challenge', new Date(Date.now() - 1000));
    const late = await client.post(api(`quiz/q/${question.id}/submit/`), {
      contest_slug: 'weekly-coding-challenge',
      selected_choices: [3],
    });
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: 'contest_ended' });
    const meta = await client.get(api('contest/weekly-coding-challenge/meta/'));
    expect(meta.json).toMatchObject({
      isContestEndedForUser: true,
      fixedContestLiveButUserEnded: true,
      isContestEnded: false,
    });
    const autoEnd = await client.get(api('end/?reason=autoEnd&contest_slug=weekly-coding-challenge'));
    expect(autoEnd.json).toMatchObject({ status: 'ALREADY_ENDED', end_reason: 'auto_end' });
    const kept = await client.get(api('contest/weekly-coding-challenge/quiz/q/user_response/'));
    const saved = (kept.json.userResponses as Row[]).find((row) => row.question_id === question.id);
    expect(saved).toMatchObject({ selectedChoices: [2], disableInput: true });
    const summary = await client.get(api('contest/weekly-coding-challenge/summary/'));
    expect(summary.json).toMatchObject({ user_score: 4, end_reason: 'auto_end' });
    // A sitting that scored earns contest points once, with its end, and the public profile counts them.
    expect(await contestPoints('student5@demo.test')).toEqual([
      { delta: 25, eventKey: expect.stringMatching(/^contest:\d+$/) },
    ]);
    const profile = await createSessionClient(server.url).get(api('learner/profile/student5/'));
    expect(profile.json.points).toBe(profile.json.points_to_spend);
    expect(profile.json.points).toBeGreaterThanOrEqual(25);
  });

  it('ends an attempt when the learner asks, once', async () => {
    const { client } = await registeredAndStarted('student6@demo.test', 'weekly-coding-challenge');
    const ended = await client.request('PUT', api('end/'), { contest_slug: 'weekly-coding-challenge' });
    expect(ended.json).toMatchObject({ status: 'SUCCESS', end_reason: 'user' });
    const again = await client.request('PUT', api('end/'), { contest_slug: 'weekly-coding-challenge' });
    expect(again.json.status).toBe('ALREADY_ENDED');
    // Nothing answered, nothing earned: starting and leaving is not a way to points.
    expect(await contestPoints('student6@demo.test')).toEqual([]);
  });
});

describe('the quiz', () => {
  it('saves answers, keeps the counters with the domain reducer and marks by the rules', async () => {
    const { client } = await registeredAndStarted('student7@demo.test', 'weekly-coding-challenge');
    const questions = await questionsOf(client, 'weekly-coding-challenge');
    expect(questions).toHaveLength(5);
    const binary = await bankQuestion(BINARY_SEARCH);
    const edges = await bankQuestion(TREE_EDGES);
    const hashing = await bankQuestion(HASHING);
    const submit = (id: number, body: Record<string, unknown>) =>
      client.post(api(`quiz/q/${id}/submit/`), { contest_slug: 'weekly-coding-challenge', ...body });
    // Wrong single choice: minus the negative marks.
    const wrong = await submit(binary.id, { selected_choices: [3] });
    expect(wrong.json.quizStatusCount).toMatchObject({ answered: 1, unanswered: 4, not_visited: 4 });
    // Numeric input compares as a number.
    expect((await submit(edges.id, { selected_choices: [], user_input: '9.0' })).status).toBe(200);
    // Multiple choice is all or nothing.
    expect((await submit(hashing.id, { selected_choices: [1] })).status).toBe(200);
    const marked = await client.request('PUT', api(`quiz/qo/${edges.id}/mark/`), {
      contest_slug: 'weekly-coding-challenge',
    });
    expect(marked.json.quizStatusCount).toMatchObject({
      marked: 1,
      answered: 3,
      answered_and_marked: 1,
      answered_and_unmarked: 2,
    });
    expect(marked.json.userResponse).toMatchObject({ status: 'answered_and_marked', userInput: '9.0' });
    const cleared = await client.request('PUT', api(`quiz/qo/${hashing.id}/clear/`), {
      contest_slug: 'weekly-coding-challenge',
    });
    expect(cleared.json.quizStatusCount).toMatchObject({ answered: 2, unanswered: 3 });
    const score = await client.get(api('contest/weekly-coding-challenge/user/score/'));
    // -1 (wrong binary search) + 2 (tree edges) = 1.
    expect(score.json).toMatchObject({ score: 1, max_score: 17 + 200, rank: expect.any(Number) });
    // Bad input is refused before any write.
    expect((await submit(binary.id, { selected_choices: [1, 2] })).status).toBe(400);
    expect((await submit(binary.id, { selected_choices: [99] })).status).toBe(400);
    expect((await submit(999_999, { selected_choices: [1] })).status).toBe(404);
  });

  it('shuffles questions and options per learner, the same on every read, subjective options untouched', async () => {
    const first = (await registeredAndStarted('student8@demo.test', 'weekly-coding-challenge')).client;
    const second = (await registeredAndStarted('student9@demo.test', 'weekly-coding-challenge')).client;
    const a = await questionsOf(first, 'weekly-coding-challenge');
    const again = await questionsOf(first, 'weekly-coding-challenge');
    const b = await questionsOf(second, 'weekly-coding-challenge');
    expect(again).toEqual(a);
    const order = (list: typeof a) =>
      list.map((q) => `${q.question_id}:${q.cdn_data.options.map((o) => o.id).join(',')}`).join('|');
    expect(order(a)).not.toBe(order(b));
    expect(new Set(a.map((q) => q.question_id))).toEqual(new Set(b.map((q) => q.question_id)));
  });

  it('never shows correct answers before the end, nor anyone else’s answers', async () => {
    const { client } = await registeredAndStarted('student10@demo.test', 'weekly-coding-challenge');
    const binary = await bankQuestion(BINARY_SEARCH);
    await client.post(api(`quiz/q/${binary.id}/submit/`), {
      contest_slug: 'weekly-coding-challenge',
      selected_choices: [2],
    });
    const own = await client.get(api('contest/weekly-coding-challenge/quiz/q/user_response/'));
    expect(own.json.showQuizAnswers).toBe(false);
    for (const row of own.json.userResponses as Row[]) {
      expect(row).toMatchObject({
        correctChoices: null,
        correctAnswer: null,
        explaination: null,
        marks_scored: null,
      });
    }
    const details = JSON.stringify((await client.get(api('contest/weekly-coding-challenge/details/'))).json);
    expect(details).not.toContain('correct');
    expect(details).not.toContain('explanation');
    // Another learner reads only their own (empty) answers; the call takes no user to read.
    const other = (await registeredAndStarted('student11@demo.test', 'weekly-coding-challenge')).client;
    const theirs = await other.get(
      api('contest/weekly-coding-challenge/quiz/q/user_response/?user=student10'),
    );
    expect((theirs.json.userResponses as Row[]).every((row) => row.answered === false)).toBe(true);
  });

  it('shows answers and explanations after the contest, and writes a batch sitting to the dashboard', async () => {
    const { client } = await registeredAndStarted('learner@demo.test', 'dsa-institute-2026-weekly-test');
    const binary = await bankQuestion(BINARY_SEARCH);
    await client.post(api(`quiz/q/${binary.id}/submit/`), {
      contest_slug: 'dsa-institute-2026-weekly-test',
      selected_choices: [2],
    });
    await client.request('PUT', api('end/'), { contest_slug: 'dsa-institute-2026-weekly-test' });
    const [contest] = await db()
      .select()
      .from(contests)
      .where(eq(contests.slug, 'dsa-institute-2026-weekly-test'));
    const [listing] = await db().select().from(batchContests).where(eq(batchContests.contestId, contest!.id));
    const sittings = await db()
      .select()
      .from(contestParticipations)
      .where(eq(contestParticipations.contestId, listing!.id));
    expect(sittings).toEqual([expect.objectContaining({ attended: true, score: 4 })]);
    await db()
      .update(contests)
      .set({ startTime: new Date(Date.now() - 3 * 3_600_000), endTime: new Date(Date.now() - 60_000) })
      .where(eq(contests.id, contest!.id));
    const after = await client.get(api('contest/dsa-institute-2026-weekly-test/quiz/q/user_response/'));
    expect(after.json.showQuizAnswers).toBe(true);
    expect((after.json.userResponses as Row[]).find((row) => row.question_id === binary.id)).toMatchObject({
      correctChoices: [2],
      marks_scored: 4,
      explaination: expect.stringContaining('halves'),
    });
  });

  it('bounds a runaway client: 120 answer saves and marks a minute per person, then 429 with Retry-After; others keep answering', async () => {
    const { client } = await registeredAndStarted('student18@demo.test', 'weekly-coding-challenge');
    const binary = await bankQuestion(BINARY_SEARCH);
    // Saves and marks share one count. A stuck client sends them ten at a time; the last save is sent alone.
    const call = (n: number) =>
      n % 2 === 0
        ? client.post(api(`quiz/q/${binary.id}/submit/`), {
            contest_slug: 'weekly-coding-challenge',
            selected_choices: [2],
          })
        : client.request('PUT', api(`quiz/qo/${binary.id}/visit/`), {
            contest_slug: 'weekly-coding-challenge',
          });
    const statuses: number[] = [];
    for (let start = 0; start < 110; start += 10)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, n) => call(start + n)))).map(
          (answer) => answer.status,
        ),
      );
    for (let n = 110; n < 119; n++) statuses.push((await call(n)).status);
    const last = await client.post(api(`quiz/q/${binary.id}/submit/`), {
      contest_slug: 'weekly-coding-challenge',
      selected_choices: [3],
    });
    statuses.push(last.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await client.post(api(`quiz/q/${binary.id}/submit/`), {
      contest_slug: 'weekly-coding-challenge',
      selected_choices: [2],
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/Try again in \d+ s/) },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const marked = await client.request('PUT', api(`quiz/qo/${binary.id}/mark/`), {
      contest_slug: 'weekly-coding-challenge',
    });
    expect(marked.status).toBe(429);
    // The refused save and mark changed nothing: the last saved answer (option 3) stands.
    const kept = await client.get(api('contest/weekly-coding-challenge/quiz/q/user_response/'));
    expect((kept.json.userResponses as Row[]).find((row) => row.question_id === binary.id)).toMatchObject({
      selectedChoices: [3],
      marked: false,
    });
    // The count is per person: a whole exam hall behind one address keeps answering.
    const neighbour = (await registeredAndStarted('student19@demo.test', 'weekly-coding-challenge')).client;
    const theirs = await neighbour.post(api(`quiz/q/${binary.id}/submit/`), {
      contest_slug: 'weekly-coding-challenge',
      selected_choices: [2],
    });
    expect(theirs.status).toBe(200);
  });
});

const SUBJECTIVE = 'In two or three sentences, explain when you would choose a queue over a stack.';

describe('subjective answers and staff marking', () => {
  it('takes a typed answer, lets contest staff mark a finished attempt within the marks, and moves the score', async () => {
    const slug = 'weekly-coding-challenge';
    const { client } = await registeredAndStarted('student2@demo.test', slug);
    const question = await bankQuestion(SUBJECTIVE);
    const text = 'A queue when the first to arrive is served first, as in breadth-first search.';
    const answered = await client.post(api(`quiz/q/${question.id}/submit/`), {
      contest_slug: slug,
      selected_choices: [],
      user_input: text,
    });
    expect(answered.status).toBe(200);
    expect(answered.json.userResponse).toMatchObject({ userInput: text, answered: true });
    const [contest] = await db().select().from(contests).where(eq(contests.slug, slug));
    const answers = api(`admin/contests/${contest!.id}/subjective-answers/`);
    const staff = await signedInClient(server.url, 'course.admin@demo.test');
    const mark = (who: Client, body: Row) => who.request('PUT', answers, body);
    const own = { question_id: question.id, handle: 'student2' };

    // While the attempt runs the answer may still change: listed, not markable.
    const listed = await staff.get(`${answers}?show=unmarked`);
    expect(listed.status).toBe(200);
    expect(resultsOf(listed.json)).toContainEqual(
      expect.objectContaining({ ...own, answer: text, max_marks: 5, marks: null, attempt_finished: false }),
    );
    expect((await mark(staff, { ...own, marks: 4 })).status).toBe(409);
    await client.request('PUT', api('end/'), { contest_slug: slug });
    const before = await client.get(api(`contest/${slug}/user/score/`));
    // The learner's summary lists the answer as awaiting marking.
    const awaiting = await client.get(api(`contest/${slug}/summary/`));
    expect(awaiting.json.subjective_answers).toEqual([
      {
        question_id: question.id,
        question: SUBJECTIVE,
        answer: text,
        max_marks: 5,
        marks: null,
        comment: null,
      },
    ]);

    // Only contest staff mark, only within the question's marks, only an answer that was given.
    expect((await mark(client, { ...own, marks: 5 })).status).toBe(403);
    const setter = await signedInClient(server.url, 'setter@demo.test');
    expect((await mark(setter, { ...own, marks: 5 })).status).toBe(403);
    const tooMany = await mark(staff, { ...own, marks: 6 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toMatchObject({ fields: { marks: 'At most 5' } });
    expect((await mark(staff, { ...own, marks: -1 })).status).toBe(400);
    expect((await mark(staff, { ...own, marks: 'five' })).status).toBe(400);
    expect((await mark(staff, { ...own, handle: 'student3', marks: 1 })).status).toBe(404);
    const longNote = await mark(staff, { ...own, marks: 4, comment: 'x'.repeat(2001) });
    expect(longNote.status).toBe(400);
    expect(longNote.json.error).toMatchObject({ fields: { comment: expect.stringContaining('2,000') } });

    const note = 'Right idea; say why breadth-first search needs the arrival order.';
    const marked = await mark(staff, { ...own, marks: 4, comment: note });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({
      marks: 4,
      comment: note,
      marked_by: 'course-admin',
      attempt_finished: true,
    });
    const after = await client.get(api(`contest/${slug}/user/score/`));
    expect(after.json.score).toBe((before.json.score as number) + 4);
    const board = await client.get(api(`contest/${slug}/leaderboard/?page=1&type=current`));
    expect(board.json.user_rank).toMatchObject({ handle: 'student2', score: after.json.score });
    const summary = await client.get(api(`contest/${slug}/summary/`));
    expect(summary.json.user_score).toBe(after.json.score);
    // The sitting scored nothing at its end; scoring with the mark earns its contest points then, once.
    const points = () =>
      db()
        .select()
        .from(rewardLedger)
        .where(eq(rewardLedger.eventKey, `contest:${contest!.id}`))
        .then((rows) => rows.filter((row) => row.reason === 'contest'));
    const [student] = await db().select().from(users).where(eq(users.handle, 'student2'));
    expect((await points()).filter((row) => row.userId === student!.id).map((row) => row.delta)).toEqual([
      25,
    ]);
    // The marks show at once; the note waits until the contest is over for everyone still sitting it.
    expect(summary.json.subjective_answers).toEqual([
      expect.objectContaining({ question_id: question.id, marks: 4, comment: null }),
    ]);
    const window = { startTime: contest!.startTime, endTime: contest!.endTime };
    await db()
      .update(contests)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(contests.id, contest!.id));
    const over = await client.get(api(`contest/${slug}/summary/`));
    expect(over.json.subjective_answers).toEqual([expect.objectContaining({ marks: 4, comment: note })]);
    await db().update(contests).set(window).where(eq(contests.id, contest!.id));

    // A second mark replaces the first; the edit history keeps both, by whom.
    expect((await mark(staff, { ...own, marks: 3.5 })).json.marks).toBe(3.5);
    expect((await client.get(api(`contest/${slug}/user/score/`))).json.score).toBe(
      (before.json.score as number) + 3.5,
    );
    const detail = await staff.get(api(`admin/contests/${contest!.id}/`));
    const field = `subjective mark student2 question ${question.id}`;
    const history = (detail.json.history as { changed_by: string; changes: Row }[]).filter(
      (entry) => field in entry.changes,
    );
    expect(history.map((entry) => [entry.changed_by, entry.changes[field]])).toEqual([
      ['course-admin', { from: 4, to: 3.5 }],
      ['course-admin', { from: null, to: 4 }],
    ]);
    expect((await points()).filter((row) => row.userId === student!.id)).toHaveLength(1);
    // The second mark sent no note, so the first one is cleared; the history keeps it.
    expect(history[0]!.changes[`subjective comment student2 question ${question.id}`]).toEqual({
      from: note,
      to: null,
    });
    const unmarked = await staff.get(`${answers}?show=unmarked`);
    expect(resultsOf(unmarked.json).some((row) => row.handle === 'student2')).toBe(false);
  });
});

describe('proctoring', () => {
  it('records warnings and terminates the attempt after the allowed number', async () => {
    const { client } = await registeredAndStarted('student12@demo.test', 'weekly-coding-challenge');
    const warn = () =>
      client.post(api('user/activity/'), {
        contest_slug: 'weekly-coding-challenge',
        activity: 'tab_switch',
        occurred_at: new Date().toISOString(),
      });
    for (let count = 1; count <= 3; count++) {
      expect((await warn()).json).toMatchObject({ warnings_count: count, isProctoredTerminated: false });
    }
    expect((await warn()).json).toMatchObject({ warnings_count: 4, isProctoredTerminated: true });
    const meta = await client.get(api('contest/weekly-coding-challenge/meta/'));
    expect(meta.json).toMatchObject({ isProctoredTerminated: true, isContestEndedForUser: true });
    const binary = await bankQuestion(BINARY_SEARCH);
    const after = await client.post(api(`quiz/q/${binary.id}/submit/`), {
      contest_slug: 'weekly-coding-challenge',
      selected_choices: [2],
    });
    expect(after.status).toBe(409);
    expect(after.json.error).toMatchObject({ message: expect.stringContaining('proctoring warnings') });
  });

  it('refuses warnings for a contest that is not proctored', async () => {
    const { client } = await registeredAndStarted('student13@demo.test', 'monthly-quiz-marathon').catch(
      async () => ({
        client: await signedInClient(server.url, 'student13@demo.test'),
      }),
    );
    const refused = await client.post(api('user/activity/'), {
      contest_slug: 'monthly-quiz-marathon',
      activity: 'tab_switch',
      occurred_at: new Date().toISOString(),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });
});

describe('leaderboard and coding round', () => {
  it('ranks by score, shows the caller’s own row, and scores a judged submission with partial tests', async () => {
    const { client } = await registeredAndStarted('student14@demo.test', 'weekly-coding-challenge');
    const started = await client.post(api('problems/sum-of-two-numbers/submit/compile/'), {
      language: 'python3',
      code: 'a, b = map(int, input().split())\nprint(a + b)\n',
      contest_slug: 'weekly-coding-challenge',
    });
    expect(started.status).toBe(200);
    for (let poll = 0; poll < 300; poll++) {
      const status = await client.get(api('user/problems/status/?contest_slug=weekly-coding-challenge'));
      const sum = (status.json.results as Row[])[0]!;
      if (sum.status === 1) {
        expect(sum.score).toBe(100);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (poll === 299) throw new Error('the contest submission was never scored');
    }
    // The verdict is stored first and the attempt's score just after it (the judge's afterJudged step), so the
    // board can trail the status by a moment; the page is told to re-read by the live push.
    const leaderboard = api('contest/weekly-coding-challenge/leaderboard/?page=1&type=current');
    await expect
      .poll(async () => ((await client.get(leaderboard)).json.results as Row[])[0])
      .toMatchObject({ handle: 'student14', rank: 1, score: 100, problems_solved: 1 });
    const board = await client.get(leaderboard);
    expect(board.status).toBe(200);
    expect(board.json.user_rank).toMatchObject({ handle: 'student14', rank: 1 });
    // A submission outside a running attempt is refused before it reaches the judge.
    const outsider = await signedInClient(server.url, 'student15@demo.test');
    const refused = await outsider.post(api('problems/sum-of-two-numbers/submit/compile/'), {
      language: 'python3',
      code: 'print(0)\n',
      contest_slug: 'weekly-coding-challenge',
    });
    expect(refused.status).toBe(403);

    // While the contest runs, a rival reads neither the code nor even the verdict of that submission.
    const submissionId = started.json.submission_id as number;
    const problemId = await problemIdOf('sum-of-two-numbers');
    const allSubmissions = api(`problems/${problemId}/submissions/?type=allSubmissions`);
    const idsIn = (json: Row) => (json.submissions as Row[]).map((row) => row.id);
    expect(idsIn((await outsider.get(allSubmissions)).json)).not.toContain(submissionId);
    expect(idsIn((await client.get(allSubmissions)).json)).toContain(submissionId);
    expect((await outsider.get(api(`problems/submissions/${submissionId}/`))).status).toBe(403);
    const byHandle = await outsider.post(api('user/problems/submissions/'), {
      handle: 'student14',
      page_size: 20,
    });
    expect(byHandle.status).toBe(200);
    expect(byHandle.json.submissions).toEqual([]);

    // Once the contest is over for everyone, the list shows the verdict again, still without the code.
    const [weekly] = await db().select().from(contests).where(eq(contests.slug, 'weekly-coding-challenge'));
    const openAttempts = await db()
      .select()
      .from(contestAttempts)
      .where(eq(contestAttempts.contestId, weekly!.id));
    const past = new Date(Date.now() - 60_000);
    try {
      await db()
        .update(contests)
        .set({ startTime: new Date(Date.now() - 7_200_000), endTime: past })
        .where(eq(contests.id, weekly!.id));
      await db()
        .update(contestAttempts)
        .set({ deadline: past })
        .where(eq(contestAttempts.contestId, weekly!.id));
      const after = (await outsider.get(allSubmissions)).json.submissions as Row[];
      const shown = after.find((row) => row.id === submissionId);
      expect(shown).toMatchObject({ handle: 'student14', verdict: 'correct' });
      expect(shown).not.toHaveProperty('code');
      expect((await outsider.get(api(`problems/submissions/${submissionId}/`))).status).toBe(403);
    } finally {
      await db()
        .update(contests)
        .set({ startTime: weekly!.startTime, endTime: weekly!.endTime })
        .where(eq(contests.id, weekly!.id));
      for (const attempt of openAttempts)
        await db()
          .update(contestAttempts)
          .set({ deadline: attempt.deadline })
          .where(
            and(eq(contestAttempts.contestId, attempt.contestId), eq(contestAttempts.userId, attempt.userId)),
          );
    }
  });
});

async function problemIdOf(slug: string): Promise<number> {
  const [row] = await db().select({ id: problems.id }).from(problems).where(eq(problems.slug, slug));
  return row!.id;
}

describe('webcam snapshots', () => {
  it('keeps a snapshot sent to the supplied address in the object store, named in the proctoring log', async () => {
    await db()
      .update(contests)
      .set({ webcamIntervalSeconds: 60 })
      .where(eq(contests.slug, 'weekly-coding-challenge'));
    const { client, started } = await registeredAndStarted('student17@demo.test', 'weekly-coding-challenge');
    const address = (started.proctoring as Row).screenshot_upload_url as string;
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const form = new FormData();
    form.append('screenshot', new Blob([png], { type: 'image/png' }), 'frame.png');
    const sent = await client.request('PUT', address, undefined, {}, form);
    expect(sent.status).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.email, 'student17@demo.test'));
    const [event] = await db()
      .select()
      .from(contestProctoringEvents)
      .where(and(eq(contestProctoringEvents.userId, user!.id), eq(contestProctoringEvents.kind, 'webcam')));
    expect(await server.app.objectStore.get(`proctoring/${event!.assetPath}`)).toEqual(png);
    // Snapshots are evidence for staff, never served at a public address.
    expect((await fetch(`${server.url}/uploads/proctoring/${event!.assetPath}`)).status).toBe(404);
  });
});

describe('the proctoring timeline on the report card', () => {
  it("shows the organization's admins each attempt at its contests with warnings, snapshots and accommodations, and nobody else", async () => {
    const slug = 'dsa-institute-2026-weekly-test';
    // Live again (an earlier test moved its window into the past), proctored, with webcam snapshots.
    await db()
      .update(contests)
      .set({
        proctored: true,
        webcamIntervalSeconds: 60,
        startTime: new Date(Date.now() - 3_600_000),
        endTime: new Date(Date.now() + 3_600_000),
      })
      .where(eq(contests.slug, slug));
    const [institute] = await db()
      .select()
      .from(organizations)
      .where(eq(organizations.slug, 'demo-institute'));
    const [student] = await db()
      .select()
      .from(users)
      .where(and(eq(users.organizationId, institute!.id), like(users.handle, 'student%')))
      .orderBy(asc(users.id))
      .limit(1);
    const [batch] = await db().select().from(batches).where(eq(batches.slug, 'dsa-institute-2026'));
    // The batch contest is for its batch: make sure this institute student sits in it.
    await db()
      .insert(batchEnrollments)
      .values({ batchId: batch!.id, userId: student!.id })
      .onConflictDoNothing();
    const [contest] = await db().select().from(contests).where(eq(contests.slug, slug));
    await db()
      .insert(contestAccommodations)
      .values({ contestId: contest!.id, userId: student!.id, extraMinutes: 15, note: 'Reader allowed' });
    const { client, started } = await registeredAndStarted(student!.email, slug);
    const warned = await client.post(api('user/activity/'), {
      contest_slug: slug,
      activity: 'fullscreen_exit',
      occurred_at: new Date().toISOString(),
      details: 'Left full screen',
    });
    expect(warned.json).toMatchObject({ warnings_count: 1 });
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const form = new FormData();
    form.append('screenshot', new Blob([jpeg], { type: 'image/jpeg' }), 'frame.jpg');
    const address = (started.proctoring as Row).screenshot_upload_url as string;
    expect((await client.request('PUT', address, undefined, {}, form)).status).toBe(200);

    const admin = await signedInClient(server.url, 'institute.admin@demo.test');
    const timeline = await admin.get(api(`organization-dashboard/user/${student!.handle}/proctoring/`));
    expect(timeline.status).toBe(200);
    const attempts = timeline.json.attempts as Row[];
    expect(attempts).toEqual([
      expect.objectContaining({
        contest_slug: slug,
        batch_name: 'DSA 2026 - Demo Institute',
        warnings_count: 1,
        max_warnings: contest!.maxWarnings,
        ended_at: null,
        accommodation: { extra_minutes: 15, webcam_exempt: false, note: 'Reader allowed' },
      }),
    ]);
    const events = attempts[0]!.events as Row[];
    expect(events.map((event) => [event.kind, event.warning, event.has_snapshot])).toEqual([
      ['fullscreen_exit', true, false],
      ['webcam', false, true],
    ]);
    expect(events[0]!.details).toBe('Left full screen');
    const snapshotId = events[1]!.id as number;
    const snapshot = await admin.request(
      'GET',
      api(`organization-dashboard/proctoring-snapshots/${snapshotId}/`),
    );
    expect(snapshot.status).toBe(200);
    expect(snapshot.headers.get('content-type')).toBe('image/jpeg');

    // Another organization's admin reads neither the student nor the snapshot; a learner is refused.
    const company = await signedInClient(server.url, 'company.admin@demo.test');
    expect(
      (await company.get(api(`organization-dashboard/user/${student!.handle}/proctoring/`))).status,
    ).toBe(404);
    expect(
      (await company.get(api(`organization-dashboard/proctoring-snapshots/${snapshotId}/`))).status,
    ).toBe(404);
    expect((await client.get(api(`organization-dashboard/user/${student!.handle}/proctoring/`))).status).toBe(
      403,
    );
    expect((await client.get(api(`organization-dashboard/proctoring-snapshots/${snapshotId}/`))).status).toBe(
      403,
    );
    // An open contest is nobody's organization's: the student's attempt there stays off the card.
    await registeredAndStarted(student!.email, 'weekly-coding-challenge');
    const again = await admin.get(api(`organization-dashboard/user/${student!.handle}/proctoring/`));
    expect((again.json.attempts as Row[]).map((row) => row.contest_slug)).toEqual([slug]);
  });
});
