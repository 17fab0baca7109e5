import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batches,
  contestAttempts,
  contests,
  courseLeads,
  olympicsRegistrations,
  olympicsRoundProblems,
  olympicsRounds,
  problems,
  submissions,
  summerTrainingTracks,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // Sixty learners: students 21 to 60 sat the past contest the first Olympics round counts (seed/contests.ts).
  server = await startTestServer({}, { learners: 60 });
});
afterAll(() => server.close());

const api = '/api/latest';
const student = (n: number) => signedInClient(server.url, `student${n}@demo.test`);
const PROGRAMME = 'dsa-to-development-2027';
const form = {
  name: 'Asha Menon',
  email: 'asha@example.test',
  phone: '+91 98450 12345',
  institute: '  NIT Trichy ',
  graduation_year: 2027,
};

/** The API's error shape: `{ error: { code, message, fields } }`. */
const errorOf = (reply: { json: Record<string, unknown> }) =>
  reply.json.error as { code: string; message: string; fields: Record<string, string> };

type Person = { rank: number; handle: string; name: string; institute: string | null; score: number };
type Institute = { rank: number; institute: string; score: number; participants: number };

describe('the Geek Olympics', () => {
  it('lists its rounds, registers a learner once, and ranks people and institutes by the contests it names', async () => {
    const anyone = createSessionClient(server.url);
    const rounds = (await anyone.get(`${api}/courses/geeks-olympics-list/`)).json.results as {
      course_name: string;
      contest_slug: string | null;
      problems: { slug: string; title: string; points: number }[];
    }[];
    expect(rounds.map((round) => round.course_name)).toEqual([
      'Geek Olympics Round 1: Autumn Quiz Sprint',
      'Geek Olympics Round 2: Monthly Quiz Marathon',
    ]);
    // The coming round names two practice problems, the most points first; each round names its contest.
    expect(rounds.map((round) => round.contest_slug)).toEqual([
      'autumn-quiz-sprint',
      'monthly-quiz-marathon',
    ]);
    expect(rounds[0]!.problems).toEqual([]);
    expect(rounds[1]!.problems).toEqual([
      { slug: 'balanced-brackets', title: expect.any(String), points: 50 },
      { slug: 'pair-with-given-sum', title: expect.any(String), points: 30 },
    ]);

    const board = await anyone.get(`${api}/leaderboard/geeks-olympic/?page_size=5`);
    expect(board.status).toBe(200);
    const top = board.json.results as Person[];
    expect(board.json.count).toBe(24);
    expect(top).toHaveLength(5);
    const scores = top.map((row) => row.score);
    expect(scores).toEqual(scores.toSorted((a, b) => b - a));
    expect(top[0]!.rank).toBe(1);
    // A score is the sum of the person's attempts at the rounds' contests, read from the contest engine.
    const [leader] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.handle, top[0]!.handle));
    const [sprint] = await server.database.db
      .select()
      .from(contests)
      .where(eq(contests.slug, 'autumn-quiz-sprint'));
    const [attempt] = await server.database.db
      .select()
      .from(contestAttempts)
      .where(and(eq(contestAttempts.userId, leader!.id), eq(contestAttempts.contestId, sprint!.id)));
    expect(top[0]!.score).toBeCloseTo(attempt!.quizScore + attempt!.codingScore, 2);
    const page2 = (await anyone.get(`${api}/leaderboard/geeks-olympic/?page_size=5&page=2`)).json
      .results as Person[];
    expect(page2.map((row) => row.handle)).not.toContain(top[0]!.handle);
    expect((await anyone.get(`${api}/leaderboard/geeks-olympic/?page=0`)).status).toBe(400);

    const learner = await student(11);
    const before = await learner.get(`${api}/geek-olympics/register/`);
    expect(before.json).toMatchObject({ registered: false, email: 'student11@demo.test', institute: null });
    const unranked = await learner.get(`${api}/leaderboard/geeks-olympic/my-rank/`);
    expect(unranked.json).toEqual({ rank: null, score: 0, total: 24 });

    const bad = await learner.post(`${api}/geek-olympics/register/`, {
      ...form,
      email: 'not-mail',
      phone: '12',
      institute: ' ',
      graduation_year: 1800,
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      email: 'Enter a valid e-mail address',
      phone: 'Enter a phone number of 6 to 20 digits',
      institute: 'Enter your college or company',
      graduation_year: 'Enter a year from 1950',
    });
    expect((await learner.get(`${api}/geek-olympics/register/`)).json.registered).toBe(false);

    const registered = await learner.post(`${api}/geek-olympics/register/`, form);
    expect(registered.status).toBe(200);
    expect(registered.json).toMatchObject({
      registered: true,
      institute: 'NIT Trichy',
      graduation_year: 2027,
    });
    const again = await learner.post(`${api}/geek-olympics/register/`, { ...form, institute: 'IIT Delhi' });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('already_registered');

    // No attempt yet: 0 points, ranked with everyone else on 0, out of 25 now.
    const mine = (await learner.get(`${api}/leaderboard/geeks-olympic/my-rank/`)).json as {
      rank: number;
      score: number;
      total: number;
    };
    expect(mine.score).toBe(0);
    expect(mine.total).toBe(25);
    const everyone = (await anyone.get(`${api}/leaderboard/geeks-olympic/?page_size=100`)).json
      .results as Person[];
    expect(everyone.find((row) => row.handle === 'student11')).toMatchObject({
      rank: mine.rank,
      institute: 'NIT Trichy',
    });
    expect(everyone.filter((row) => row.score > 0).every((row) => row.rank < mine.rank)).toBe(true);

    // Institutes as typed, grouped without case: 'nit trichy' joins NIT Trichy; scores are its people's sum.
    await server.database.db
      .update(olympicsRegistrations)
      .set({ institute: 'nit trichy' })
      .where(eq(olympicsRegistrations.userId, leader!.id));
    const institutes = (await anyone.get(`${api}/leaderboard/geeks-olympic/institutes/`)).json;
    const rows = institutes.results as Institute[];
    expect(institutes.count).toBe(4);
    const nit = rows.find((row) => row.institute.toLowerCase() === 'nit trichy')!;
    const nitPeople = everyone.filter(
      (row) => row.institute?.toLowerCase() === 'nit trichy' || row.handle === top[0]!.handle,
    );
    expect(nit.participants).toBe(nitPeople.length);
    expect(nit.score).toBeCloseTo(
      nitPeople.reduce((sum, row) => sum + row.score, 0),
      1,
    );
    expect(rows.map((row) => row.score)).toEqual(rows.map((row) => row.score).toSorted((a, b) => b - a));
  });

  it('asks a visitor to sign in for registration and rank, and shows the boards to anyone', async () => {
    const anyone = createSessionClient(server.url);
    expect((await anyone.get(`${api}/geek-olympics/register/`)).status).toBe(401);
    expect((await anyone.get(`${api}/leaderboard/geeks-olympic/my-rank/`)).status).toBe(401);
    expect((await anyone.get(`${api}/leaderboard/geeks-olympic/institutes/`)).status).toBe(200);
  });
});

describe('Geek Olympics rounds that name problems', () => {
  it('count a named problem once per round for an accepted submission inside the round’s window (ADR 0106)', async () => {
    const { db } = server.database;
    const anyone = createSessionClient(server.url);
    const HOUR = 3_600_000;
    const now = Date.now();
    const [first, second] = await db.select({ id: problems.id }).from(problems).orderBy(problems.id).limit(2);
    const [practice] = await db
      .insert(olympicsRounds)
      .values({
        courseSlug: 'geek-olympics-practice',
        courseName: 'Geek Olympics Practice Round',
        startsAt: new Date(now - HOUR),
        endsAt: new Date(now + HOUR),
        contestId: null,
      })
      .returning();
    // The past first round names the first problem too: a solve today is outside its window and earns nothing there.
    const [roundOne] = await db
      .select()
      .from(olympicsRounds)
      .where(eq(olympicsRounds.courseSlug, 'geek-olympics-round-1'));
    await db.insert(olympicsRoundProblems).values([
      { roundId: practice!.id, problemId: first!.id, points: 30 },
      { roundId: practice!.id, problemId: second!.id, points: 20 },
      { roundId: roundOne!.id, problemId: first!.id, points: 10 },
    ]);

    const learner = await student(16);
    expect(
      (
        await learner.post(`${api}/geek-olympics/register/`, {
          ...form,
          institute: 'Problem Solvers College',
        })
      ).status,
    ).toBe(200);
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.handle, 'student16'));
    const [stranger] = await db.select({ id: users.id }).from(users).where(eq(users.handle, 'student17'));
    const judged = (
      userId: number,
      problemId: number,
      minutesAgo: number,
      verdict: string,
      kind: 'submit' | 'run' = 'submit',
    ) => ({
      userId,
      problemId,
      kind,
      language: 'python3',
      code: 'print(1)',
      status: 'done' as const,
      verdict,
      createdAt: new Date(now - minutesAgo * 60_000),
    });
    await db.insert(submissions).values([
      // Solved twice inside the practice round: 30 points, once.
      judged(me!.id, first!.id, 30, 'correct'),
      judged(me!.id, first!.id, 10, 'correct'),
      // The second problem: a wrong answer, an accepted run (not a submission), and a solve before the round opened.
      judged(me!.id, second!.id, 5, 'wrong'),
      judged(me!.id, second!.id, 5, 'correct', 'run'),
      judged(me!.id, second!.id, 120, 'correct'),
      // Someone who did not register scores nothing and is not on the board.
      judged(stranger!.id, first!.id, 5, 'correct'),
    ]);
    const rank = async () =>
      (await learner.get(`${api}/leaderboard/geeks-olympic/my-rank/`)).json as {
        rank: number;
        score: number;
      };
    expect((await rank()).score).toBe(30);

    await db.insert(submissions).values(judged(me!.id, second!.id, 1, 'correct'));
    const mine = await rank();
    expect(mine.score).toBe(50);
    const board = (await anyone.get(`${api}/leaderboard/geeks-olympic/?page_size=100`)).json
      .results as Person[];
    expect(board.find((row) => row.handle === 'student16')).toMatchObject({ score: 50, rank: mine.rank });
    expect(board.some((row) => row.handle === 'student17')).toBe(false);
    const institutes = (await anyone.get(`${api}/leaderboard/geeks-olympic/institutes/?page_size=100`)).json
      .results as Institute[];
    expect(institutes.find((row) => row.institute === 'Problem Solvers College')).toMatchObject({
      score: 50,
      participants: 1,
    });
  });
});

describe('summer training', () => {
  it('registers with a track, refreshes the registration after it, and keeps a full track full', async () => {
    const anyone = createSessionClient(server.url);
    await server.database.db
      .insert(summerTrainingTracks)
      .values({ slug: 'tiny-track', name: 'Tiny Track', seats: 1 });
    const tracks = (await anyone.get(`${api}/user-details-registration/tracks/`)).json.results as {
      slug: string;
      seats_left: number;
    }[];
    expect(tracks.find((track) => track.slug === 'tiny-track')?.seats_left).toBe(1);

    const first = await student(12);
    expect((await first.get(`${api}/user-details-registration/`)).json).toMatchObject({
      registered: false,
      preferred_track: null,
    });
    const unknown = await first.post(`${api}/user-details-registration/`, {
      ...form,
      preferred_track: 'astrology',
    });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ preferred_track: 'Choose one of the tracks' });

    // Two people take the last seat at once: one gets it, the other is told beside the track.
    const second = await student(13);
    const replies = await Promise.all(
      [first, second].map((client) =>
        client.post(`${api}/user-details-registration/`, { ...form, preferred_track: 'tiny-track' }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.status === 409)!;
    expect(errorOf(refused).fields.preferred_track).toBe(
      'Tiny Track has no seats left; choose another track',
    );
    const winner = replies[0]!.status === 200 ? first : second;
    // The registration read after the post shows what was saved (002 §4: data refreshes after registering).
    expect((await winner.get(`${api}/user-details-registration/`)).json).toMatchObject({
      registered: true,
      preferred_track: 'tiny-track',
      institute: 'NIT Trichy',
    });
    // Changing one's details keeps one's own seat; moving to another track frees it.
    expect(
      (
        await winner.post(`${api}/user-details-registration/`, {
          ...form,
          name: 'Asha M',
          preferred_track: 'tiny-track',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await winner.post(`${api}/user-details-registration/`, {
          ...form,
          preferred_track: 'web-development',
        })
      ).json.preferred_track,
    ).toBe('web-development');
    const after = (await anyone.get(`${api}/user-details-registration/tracks/`)).json.results as {
      slug: string;
      seats_left: number;
    }[];
    expect(after.find((track) => track.slug === 'tiny-track')?.seats_left).toBe(1);
    // The General area's user-details-registration (001 §7, written without the trailing slash) is the same
    // call: it reads and writes the same registration.
    expect((await winner.get(`${api}/user-details-registration`)).json).toMatchObject({
      name: 'Asha Menon',
      preferred_track: 'web-development',
    });
    const general = await winner.post(`${api}/user-details-registration`, {
      ...form,
      name: 'Asha K Menon',
      preferred_track: 'web-development',
    });
    expect(general.status).toBe(200);
    expect((await winner.get(`${api}/user-details-registration/`)).json.name).toBe('Asha K Menon');
  });
});

describe('summer training for staff', () => {
  it('lists each track’s seats and its registrations to course admins and CRM staff, with a formula-safe CSV', async () => {
    await server.database.db
      .insert(summerTrainingTracks)
      .values({ slug: 'staff-view-track', name: 'Staff View Track', seats: 3 });
    const learner = await student(14);
    expect(
      (
        await learner.post(`${api}/user-details-registration/`, {
          ...form,
          name: '=HYPERLINK("x")',
          preferred_track: 'staff-view-track',
        })
      ).status,
    ).toBe(200);
    for (const email of ['course.admin@demo.test', 'crm@demo.test']) {
      const staff = await signedInClient(server.url, email);
      const view = await staff.get(`${api}/user-details-registration/manage/?track=staff-view-track`);
      expect(view.status).toBe(200);
      expect(view.json.tracks).toContainEqual({
        slug: 'staff-view-track',
        name: 'Staff View Track',
        seats: 3,
        taken: 1,
      });
      expect(view.json).toMatchObject({ count: 1, page: 1 });
      expect(view.json.results).toEqual([
        expect.objectContaining({
          name: '=HYPERLINK("x")',
          track: 'staff-view-track',
          institute: 'NIT Trichy',
        }),
      ]);
      const csv = await staff.get(`${api}/user-details-registration/manage/csv/?track=staff-view-track`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toBe(
        'attachment; filename="summer-training-staff-view-track.csv"',
      );
      expect(csv.text.split('\r\n')[0]).toBe(
        'Name,Email,Phone,Institute,Graduation year,Track,Registered at',
      );
      expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    }
    expect((await learner.get(`${api}/user-details-registration/manage/`)).status).toBe(403);
    expect((await learner.get(`${api}/user-details-registration/manage/csv/`)).status).toBe(403);
    const staff = await signedInClient(server.url, 'crm@demo.test');
    expect((await staff.get(`${api}/user-details-registration/manage/?page=0`)).status).toBe(400);
  });
});

type Survey = {
  hasAttemptedSurvey: boolean;
  hasCompletedSurvey: boolean;
  currentQuestion: number;
  submittedLastQuestion: boolean;
  questions: { id: number; kind: string; options: string[] }[];
  responses: { question_id: number; answer: string }[];
};

describe('the DSA-to-development programme', () => {
  it('takes the survey one question at a time, resumes where the learner left, and registers for the batch at the end', async () => {
    const learner = await student(14);
    const [batch] = await server.database.db.select().from(batches).where(eq(batches.slug, PROGRAMME));
    const survey = async () =>
      (await learner.get(`${api}/survey-response/?batch_slug=${PROGRAMME}`)).json as Survey;
    const answer = (question_id: number, text: string, is_last_question = false) =>
      learner.post(`${api}/survey-response/`, {
        batch_slug: PROGRAMME,
        question_id,
        answer: text,
        is_last_question,
      });

    const fresh = await survey();
    expect(fresh).toMatchObject({
      hasAttemptedSurvey: false,
      hasCompletedSurvey: false,
      currentQuestion: 0,
      submittedLastQuestion: false,
      responses: [],
    });
    expect(fresh.questions).toHaveLength(4);
    const [q1, q2, q3, q4] = fresh.questions;
    expect((await learner.get(`${api}/batch-registration/?batch_id=${batch!.id}`)).json).toEqual({
      hasRegistered: false,
      batchId: batch!.id,
      applicationStatus: 'not_applied',
      isIndianUser: expect.any(Boolean),
    });
    // Registering before the survey is complete is refused.
    const early = await learner.post(`${api}/batch-registration/`, {
      batch_slug: PROGRAMME,
      page_url: '/dsa',
    });
    expect(early.status).toBe(409);
    expect(errorOf(early).code).toBe('survey_incomplete');

    const skipped = await answer(q2!.id, q2!.options[0]!);
    expect(skipped.status).toBe(409);
    expect(errorOf(skipped).message).toBe('Answer question 1 first.');
    const notAnOption = await answer(q1!.id, 'Thousands');
    expect(notAnOption.status).toBe(400);
    expect(errorOf(notAnOption).fields).toEqual({ answer: 'Choose one of the options' });
    const empty = await answer(q1!.id, '   ');
    expect(errorOf(empty).fields).toEqual({ answer: 'Answer the question to continue' });

    expect((await answer(q1!.id, '50 to 200')).json.currentQuestion).toBe(1);
    const second = (await answer(q2!.id, 'Full stack')).json as Survey;
    // A reload reads the same state: the survey resumes at question 3 with the answers given.
    const resumed = await survey();
    expect(resumed).toEqual(second);
    expect(resumed).toMatchObject({
      hasAttemptedSurvey: true,
      hasCompletedSurvey: false,
      currentQuestion: 2,
    });
    expect(resumed.responses).toEqual([
      { question_id: q1!.id, answer: '50 to 200' },
      { question_id: q2!.id, answer: 'Full stack' },
    ]);
    // Changing an earlier answer is allowed until the end.
    expect((await answer(q1!.id, 'More than 200')).json.currentQuestion).toBe(2);
    await answer(q3!.id, '5 to 10');
    const notLast = await answer(q4!.id, 'A job board', false);
    expect(errorOf(notLast).fields).toEqual({ is_last_question: 'This is the last question' });
    const done = (await answer(q4!.id, 'A job board with live updates', true)).json as Survey;
    expect(done).toMatchObject({
      hasCompletedSurvey: true,
      submittedLastQuestion: true,
      currentQuestion: 4,
    });
    const late = await answer(q1!.id, 'Fewer than 50');
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe('survey_completed');
    expect(
      (await learner.get(`${api}/batch-registration/?batch_id=${batch!.id}`)).json.applicationStatus,
    ).toBe('applied');

    const registered = await learner.post(`${api}/batch-registration/`, {
      batch_slug: PROGRAMME,
      page_url: '/dsa',
    });
    expect(registered.json.status).toBe('SUCCESS');
    expect((await learner.get(`${api}/batch-registration/?batch_id=${batch!.id}`)).json).toMatchObject({
      hasRegistered: true,
      applicationStatus: 'enrolled',
    });
  });

  it('records interest, visits and brochure clicks for the CRM once an hour, and 404s a batch with no programme', async () => {
    const learner = await student(15);
    const body = { batch_slug: PROGRAMME };
    for (let i = 0; i < 2; i++) {
      expect((await learner.request('PUT', `${api}/crm/dsa-to-development/visit/`, body)).status).toBe(200);
      expect(
        (await learner.request('PUT', `${api}/crm/dsa-to-development/brochure-click/`, body)).status,
      ).toBe(200);
    }
    const interest = await learner.post(`${api}/interested-in-course/`, {
      ...body,
      page_url: `http://127.0.0.1/dsa-to-development/${PROGRAMME}`,
    });
    expect(interest.status).toBe(200);
    const [person] = await server.database.db.select().from(users).where(eq(users.handle, 'student15'));
    const leads = await server.database.db
      .select()
      .from(courseLeads)
      .where(eq(courseLeads.userId, person!.id));
    expect(leads.map((lead) => lead.kind).sort()).toEqual([
      'dsa_brochure_click',
      'dsa_interest',
      'dsa_visit',
    ]);
    expect(leads.every((lead) => lead.email === 'student15@demo.test')).toBe(true);

    expect((await learner.get(`${api}/survey-response/?batch_slug=java-backend-2026`)).status).toBe(404);
    expect((await learner.get(`${api}/survey-response/`)).status).toBe(400);
    // Ordinary batches register as before.
    expect(
      (
        await learner.post(`${api}/batch-registration/`, {
          batch_slug: 'python-public-2026',
          page_url: '/courses',
        })
      ).status,
    ).toBe(200);
  });
});

describe('the home page promotions and testimonials', () => {
  it('shows only the promotions running now, and the site testimonials in order', async () => {
    const anyone = createSessionClient(server.url);
    const promotions = (await anyone.get(`${api}/promotional-events/`)).json.results as {
      title: string;
      link: string;
    }[];
    expect(promotions.map((promotion) => promotion.link)).toEqual([
      `/dsa-to-development/${PROGRAMME}`,
      '/geek-olympics',
    ]);
    const testimonials = (await anyone.get(`${api}/testimonials/`)).json;
    expect(testimonials.count).toBe(3);
    expect((testimonials.results as { name: string }[]).map((row) => row.name)).toEqual([
      'Priya Nair',
      'Rahul Verma',
      'Sneha Kulkarni',
    ]);
  });
});
