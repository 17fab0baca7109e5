import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hackathonRounds, hackathonSubmissions, hackathons, outbox } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = '/api/latest';
const day = 24 * 3_600_000;
const signedIn = (email: string) => signedInClient(server.url, email);
const student = (n: number) => signedIn(`student${n}@demo.test`);
type Client = Awaited<ReturnType<typeof signedIn>>;
type Team = {
  slug: string;
  name: string;
  leader: string;
  members: { handle: string }[];
  invite_code: string | null;
};

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);

let organiser: Client;
beforeAll(async () => {
  organiser = await signedIn('course.admin@demo.test');
});

/**
 * A published hackathon made through the organiser's calls for one test, with a first round open now and a
 * second after it; teams of `min` to `max`.
 */
async function aHackathon(slug: string, { min = 1, max = 3 }: { min?: number; max?: number } = {}) {
  const now = Date.now();
  const created = await organiser.post(`${api}/hackathons/`, {
    slug,
    name: `Hackathon ${slug}`,
    tagline: 'For one test.',
    starts_at: new Date(now - day).toISOString(),
    ends_at: new Date(now + 10 * day).toISOString(),
    min_team_size: min,
    max_team_size: max,
  });
  expect(created.status).toBe(200);
  const rounds = await organiser.request('PUT', `${api}/hackathon/${slug}/editor/steps/`, {
    step: 'rounds',
    rounds: [
      {
        name: 'Round 1',
        starts_at: new Date(now - day).toISOString(),
        ends_at: new Date(now + day).toISOString(),
        submission_type: 'link',
      },
      {
        name: 'Round 2',
        starts_at: new Date(now + 2 * day).toISOString(),
        ends_at: new Date(now + 3 * day).toISOString(),
        submission_type: 'link',
      },
    ],
  });
  expect(rounds.status).toBe(200);
  await server.database.db.update(hackathons).set({ published: true }).where(eq(hackathons.slug, slug));
  const info = await organiser.get(`${api}/hackathon/${slug}/info/`);
  return info.json.rounds as { id: number; name: string }[];
}

/** Moves a round's window (as if time had passed), straight in the database. */
async function setRound(id: number, startsInDays: number, endsInDays: number) {
  await server.database.db
    .update(hackathonRounds)
    .set({
      startsAt: new Date(Date.now() + startsInDays * day),
      endsAt: new Date(Date.now() + endsInDays * day),
    })
    .where(eq(hackathonRounds.id, id));
}

async function register(client: Client, slug: string, teamName: string) {
  const reply = await client.post(`${api}/hackathon/${slug}/register/`, {
    team_name: teamName,
    page_url: '/',
  });
  expect(reply.status).toBe(200);
  return reply.json as { status: string; message: string; team: Team };
}

const join = (client: Client, slug: string, team: Team, code = team.invite_code) =>
  client.post(`${api}/hackathon/${slug}/team-member/`, {
    team_slug: team.slug,
    action: 'join',
    invite_code: code,
  });

describe('hackathon pages', () => {
  it('lists published hackathons, shows the demo one to anyone, and hides a draft from learners', async () => {
    const anyone = createSessionClient(server.url);
    const open = await anyone.get(`${api}/hackathons/`);
    const names = (open.json.results as { name: string }[]).map((row) => row.name);
    expect(names).toContain('Campus Build Sprint');
    expect(names).not.toContain('Winter AI Jam');
    const info = await anyone.get(`${api}/hackathon/campus-build-sprint/info/`);
    expect(info.json).toMatchObject({
      name: 'Campus Build Sprint',
      min_team_size: 2,
      max_team_size: 4,
      registration_open: true,
    });
    expect((info.json.rounds as { name: string }[]).map((round) => round.name)).toEqual([
      'Round 1: Prototype',
      'Round 2: Demo day',
    ]);
    expect((info.json.sections as { title: string }[]).map((section) => section.title)).toEqual([
      'About',
      'Rules',
      'Judging',
    ]);
    expect((await anyone.get(`${api}/hackathon/winter-ai-jam/info/`)).status).toBe(404);
    expect((await (await student(1)).get(`${api}/hackathon/winter-ai-jam/info/`)).status).toBe(404);
    expect((await organiser.get(`${api}/hackathon/winter-ai-jam/info/`)).status).toBe(200);
    expect((await anyone.get(`${api}/hackathon/campus-build-sprint/meta/`)).status).toBe(401);
  });
});

describe('registration and teams', () => {
  it('registers a person with their team once, and joins others by the invite code only', async () => {
    await aHackathon('teams-by-invite', { max: 3 });
    const [leader, second, stranger] = await Promise.all([student(2), student(3), student(4)]);
    const registered = await register(leader, 'teams-by-invite', 'Segfaults');
    expect(registered.status).toBe('SUCCESS');
    expect(registered.team.invite_code).toEqual(expect.any(String));
    const again = await register(leader, 'teams-by-invite', 'Another name');
    expect(again).toMatchObject({ status: 'ALREADY_REGISTERED', team: { name: 'Segfaults' } });
    const sameName = await stranger.post(`${api}/hackathon/teams-by-invite/register/`, {
      team_name: 'segfaults',
      page_url: '/',
    });
    expect(sameName.status).toBe(409);
    expect(sameName.json.error).toMatchObject({ fields: { team_name: expect.stringContaining('already') } });

    const wrongCode = await join(second, 'teams-by-invite', registered.team, 'not-the-code');
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.json.error).toMatchObject({ fields: { invite_code: expect.any(String) } });
    const joined = await join(second, 'teams-by-invite', registered.team);
    expect(joined.status).toBe(200);
    expect((joined.json as Team).members.map((member) => member.handle)).toHaveLength(2);
    // Someone outside the team sees no invite code in the participants or their meta.
    const strangerMeta = await stranger.get(`${api}/hackathon/teams-by-invite/meta/`);
    expect(strangerMeta.json).toMatchObject({ is_registered: false, team: null });

    // One team per person: a member of Segfaults cannot register a team of their own.
    const secondRegisters = await register(second, 'teams-by-invite', 'Solo');
    expect(secondRegisters).toMatchObject({ status: 'ALREADY_REGISTERED', team: { name: 'Segfaults' } });

    const invite = await leader.post(`${api}/hackathon/teams-by-invite/invite/`, {
      team_slug: registered.team.slug,
      emails: ['student5@demo.test', 'student3@demo.test'],
    });
    expect(invite.json).toEqual({
      invited: ['student5@demo.test'],
      failed: [{ email: 'student3@demo.test', reason: 'Already in a team of this hackathon.' }],
    });
    expect(await lastMailTo('student5@demo.test')).toContain(`code=${registered.team.invite_code}`);
    const notMine = await stranger.post(`${api}/hackathon/teams-by-invite/invite/`, {
      team_slug: registered.team.slug,
      emails: ['student6@demo.test'],
    });
    expect(notMine.status).toBe(403);
  });

  it('keeps a team within its size and a person in one team when joins race', async () => {
    await aHackathon('racing-joins', { max: 3 });
    const leader = await student(6);
    const { team } = await register(leader, 'racing-joins', 'Racers');
    const joiners = await Promise.all([7, 8, 9, 10, 11].map(student));
    const answers = await Promise.all(joiners.map((client) => join(client, 'racing-joins', team)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409, 409]);
    for (const answer of answers.filter((reply) => reply.status === 409))
      expect(answer.json.error).toMatchObject({ code: 'team_full' });
    const meta = await leader.get(`${api}/hackathon/racing-joins/meta/`);
    expect((meta.json.team as Team).members).toHaveLength(3);

    // One person racing into two teams lands in one.
    const [a, b, person] = await Promise.all([student(12), student(13), student(14)]);
    const [first, second] = await Promise.all([
      register(a, 'racing-joins', 'Alpha'),
      register(b, 'racing-joins', 'Beta'),
    ]);
    const both = await Promise.all([
      join(person, 'racing-joins', first.team),
      join(person, 'racing-joins', second.team),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)!.json.error).toMatchObject({
      code: 'already_in_team',
    });
  });

  it('lets a member leave, the leader remove a member, and hands the team on when the leader leaves', async () => {
    await aHackathon('leaving', { max: 4 });
    const [leader, two, three] = await Promise.all([student(15), student(16), student(17)]);
    const { team } = await register(leader, 'leaving', 'Leavers');
    await join(two, 'leaving', team);
    await join(three, 'leaving', team);
    const notLeader = await two.post(`${api}/hackathon/leaving/team-member/`, {
      team_slug: team.slug,
      action: 'remove',
      member: 'student17',
    });
    expect(notLeader.status).toBe(403);
    const noMember = await leader.post(`${api}/hackathon/leaving/team-member/`, {
      team_slug: team.slug,
      action: 'remove',
    });
    expect(noMember.status).toBe(400);
    expect(noMember.json.error).toMatchObject({ fields: { member: expect.any(String) } });
    const removed = await leader.post(`${api}/hackathon/leaving/team-member/`, {
      team_slug: team.slug,
      action: 'remove',
      member: 'student17',
    });
    expect((removed.json as Team).members.map((member) => member.handle)).toEqual(['student15', 'student16']);
    const left = await leader.post(`${api}/hackathon/leaving/team-member/`, {
      team_slug: team.slug,
      action: 'leave',
    });
    expect(left.status).toBe(200);
    expect((await two.get(`${api}/hackathon/leaving/meta/`)).json.team).toMatchObject({
      leader: 'student16',
    });
    const renamed = await two.post(`${api}/teams/${team.slug}/`, {
      hackathon_slug: 'leaving',
      name: 'Stayers',
      institute: 'Demo Institute of Technology',
    });
    expect(renamed.json).toMatchObject({ name: 'Stayers', institute: 'Demo Institute of Technology' });
    const anyone = createSessionClient(server.url);
    expect((await anyone.get(`${api}/hackathon/leaving/stats/`)).json).toEqual({
      participants_count: 1,
      teams_count: 1,
      submissions_count: 0,
      institutes_count: 1,
    });
    expect((await anyone.get(`${api}/hackathon/leaving/institutes/?search=demo`)).json.results).toEqual([
      { name: 'Demo Institute of Technology', participants_count: 1 },
    ]);
  });
});

describe('rounds and submissions', () => {
  it('takes a link before the deadline, a change until it, and refuses after it, before it opens and for too small a team', async () => {
    const rounds = await aHackathon('deadlines', { min: 2, max: 3 });
    const [leader, mate, outsider] = await Promise.all([student(18), student(19), student(20)]);
    const { team } = await register(leader, 'deadlines', 'Deadliners');
    const submit = (client: Client, body: Record<string, unknown>) =>
      client.post(`${api}/hackathon/deadlines/teams/${team.slug}/submissions/`, body);
    const entry = {
      round_id: rounds[0]!.id,
      project_title: 'Study buddy',
      link: 'https://example.org/study-buddy',
    };
    const alone = await submit(leader, entry);
    expect(alone.status).toBe(409);
    expect(alone.json.error).toMatchObject({ code: 'team_too_small' });
    await join(mate, 'deadlines', team);
    const noLink = await submit(leader, { ...entry, link: 'not a link' });
    expect(noLink.status).toBe(400);
    expect(noLink.json.error).toMatchObject({ fields: { link: expect.any(String) } });
    const first = await submit(leader, entry);
    expect(first.status).toBe(200);
    expect((await submit(mate, entry)).json.error).toMatchObject({ code: 'already_submitted' });
    const changed = await mate.request(
      'PUT',
      `${api}/hackathon/deadlines/teams/${team.slug}/submissions/${first.json.id}/`,
      {
        project_title: 'Study buddy 2',
        link: 'https://example.org/study-buddy-2',
      },
    );
    expect(changed.json).toMatchObject({
      project_title: 'Study buddy 2',
      link: 'https://example.org/study-buddy-2',
    });
    const theirs = await outsider.get(`${api}/hackathon/deadlines/teams/${team.slug}/submissions/`);
    expect(theirs.status).toBe(403);
    expect((await submit(outsider, entry)).status).toBe(403);
    const notYet = await submit(leader, { ...entry, round_id: rounds[1]!.id });
    expect(notYet.json.error).toMatchObject({ code: 'round_not_open' });
    const otherRound = await submit(leader, { ...entry, round_id: 999999 });
    expect(otherRound.status).toBe(400);
    expect(otherRound.json.error).toMatchObject({ fields: { round_id: expect.any(String) } });

    await setRound(rounds[0]!.id, -2, -0.001);
    const late = await mate.request(
      'PUT',
      `${api}/hackathon/deadlines/teams/${team.slug}/submissions/${first.json.id}/`,
      {
        project_title: 'Too late',
        link: 'https://example.org/late',
      },
    );
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: 'deadline_passed' });
    const kept = await leader.get(`${api}/hackathon/deadlines/teams/${team.slug}/submissions/`);
    expect(kept.json.results).toEqual([
      expect.objectContaining({ project_title: 'Study buddy 2', score: null }),
    ]);
  });
});

describe('file rounds', () => {
  const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  // A ZIP's local file header, then (for the test) no real entries: the type is read from the first bytes.
  const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const formOf = (
    fields: Record<string, string>,
    file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    return form;
  };

  it('takes a PDF or ZIP typed by its bytes, replaces it until the deadline, refuses it after, and lets only the team and organisers download it', async () => {
    const rounds = await aHackathon('file-round', { min: 1, max: 2 });
    await organiser.request('PUT', `${api}/hackathon/file-round/editor/steps/`, {
      step: 'rounds',
      rounds: [
        {
          id: rounds[0]!.id,
          name: 'Round 1',
          starts_at: new Date(Date.now() - day).toISOString(),
          ends_at: new Date(Date.now() + day).toISOString(),
          submission_type: 'file',
        },
      ],
    });
    const [leader, mate, outsider] = await Promise.all([student(18), student(19), student(20)]);
    const { team } = await register(leader, 'file-round', 'Paper Planes');
    await join(mate, 'file-round', team);
    const upload = (client: Client, form: FormData) =>
      client.request(
        'POST',
        `${api}/hackathon/file-round/teams/${team.slug}/submissions/file/`,
        undefined,
        {},
        form,
      );
    const fields = { round_id: String(rounds[0]!.id), project_title: 'Flight log' };

    // The round says how a team answers: a link is refused for it, and it needs a file the first time.
    const asLink = await leader.post(`${api}/hackathon/file-round/teams/${team.slug}/submissions/`, {
      round_id: rounds[0]!.id,
      project_title: 'Flight log',
      link: 'https://example.org/flight-log',
    });
    expect(asLink.status).toBe(409);
    expect(asLink.json.error).toMatchObject({ code: 'file_round' });
    const noFile = await upload(leader, formOf(fields));
    expect(noFile.status).toBe(400);
    expect(noFile.json.error).toMatchObject({ fields: { file: 'Choose a PDF or ZIP file to submit.' } });
    // A page renamed to .pdf is refused by its bytes, beside the file field.
    const html = await upload(
      leader,
      formOf(fields, {
        bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
        name: 'report.pdf',
        type: 'application/pdf',
      }),
    );
    expect(html.status).toBe(400);
    expect(html.json.error).toMatchObject({ fields: { file: 'Choose a PDF or a ZIP file.' } });
    // Over 10 MB: 413, named beside the file field.
    const huge = await upload(
      leader,
      formOf(fields, {
        bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25),
        name: 'big.pdf',
        type: 'application/pdf',
      }),
    );
    expect(huge.status).toBe(413);
    expect(huge.json.error).toMatchObject({
      code: 'payload_too_large',
      fields: { file: 'This file is larger than 10 MB; choose a smaller one.' },
    });

    const first = await upload(
      leader,
      formOf(fields, { bytes: pdf('first'), name: '../../Flight Log v1.PDF', type: 'application/pdf' }),
    );
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      project_title: 'Flight log',
      link: null,
      file: { name: 'Flight-Log-v1.pdf', content_type: 'application/pdf', size: pdf('first').byteLength },
    });
    const url = (first.json.file as { url: string }).url;
    const [{ firstKey }] = (await server.database.db
      .select({ firstKey: hackathonSubmissions.fileKey })
      .from(hackathonSubmissions)
      .where(eq(hackathonSubmissions.id, first.json.id as number))) as [{ firstKey: string }];
    // A teammate replaces it with a ZIP (declared as something else: the bytes decide); same submission.
    const second = await upload(
      mate,
      formOf(
        { ...fields, project_title: 'Flight log, final' },
        { bytes: zip, name: 'code.zip', type: 'text/plain' },
      ),
    );
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({
      id: first.json.id,
      project_title: 'Flight log, final',
      file: { name: 'code.zip', content_type: 'application/zip', url },
    });
    // The replaced PDF is deleted from the store once the replacing write committed (ADR 0106); the ZIP stays.
    const keyOf = async () =>
      (
        await server.database.db
          .select({ key: hackathonSubmissions.fileKey })
          .from(hackathonSubmissions)
          .where(eq(hackathonSubmissions.id, first.json.id as number))
      )[0]!.key!;
    const store = server.app.objectStore;
    expect(firstKey).not.toBe(await keyOf());
    expect(await store.get(firstKey)).toBeNull();
    const zipKey = await keyOf();
    expect(await store.get(zipKey)).not.toBeNull();
    // A store that fails the delete loses nothing: the new file is saved, and the job queue deletes the old one.
    const realDelete = store.delete.bind(store);
    let refusals = 0;
    store.delete = async (key) => {
      if (refusals++ === 0) throw new Error('the store is unreachable');
      return realDelete(key);
    };
    try {
      const again = await upload(
        mate,
        formOf({ ...fields, project_title: 'Flight log, final' }, { bytes: zip, name: 'code.zip', type: '' }),
      );
      expect(again.status).toBe(200);
      const againKey = await keyOf();
      expect(await store.get(againKey)).not.toBeNull();
      await expect.poll(() => store.get(zipKey), { timeout: 30_000, interval: 250 }).toBeNull();
      // The handler's one attempt failed; the object-delete job (the workers' own store) deleted it.
      expect(refusals).toBe(1);
    } finally {
      store.delete = realDelete;
    }
    // A change of title alone keeps the file.
    const retitled = await upload(leader, formOf({ ...fields, project_title: 'Flight log 2' }));
    expect(retitled.json).toMatchObject({ project_title: 'Flight log 2', file: { name: 'code.zip' } });

    // Downloads: an attachment, never inline, for the team and the organisers; 403 to anyone else.
    for (const client of [leader, organiser]) {
      const file = await client.get(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/zip');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="code.zip"');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(Buffer.from(file.text, 'latin1')).slice(0, 4)).toEqual(zip.slice(0, 4));
    }
    expect((await outsider.get(url)).status).toBe(403);
    expect((await createSessionClient(server.url).get(url)).status).toBe(401);
    expect(
      (await upload(outsider, formOf(fields, { bytes: pdf('x'), name: 'x.pdf', type: 'application/pdf' })))
        .status,
    ).toBe(403);
    // The submissions CSV names the file.
    expect((await organiser.get(`${api}/hackathon/file-round/csv/?type=submissions`)).text).toContain(
      'code.zip',
    );

    // After the deadline the file is refused and the judges keep the last one sent before it.
    await setRound(rounds[0]!.id, -2, -0.001);
    const deleted: string[] = [];
    store.delete = async (key) => {
      deleted.push(key);
      return realDelete(key);
    };
    const late = await upload(
      leader,
      formOf(fields, { bytes: pdf('late'), name: 'late.pdf', type: 'application/pdf' }),
    );
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: 'deadline_passed' });
    // Refused before anything was stored, so nothing is deleted, and the kept file stays in the store.
    store.delete = realDelete;
    expect(deleted).toEqual([]);
    expect(await store.get(await keyOf())).not.toBeNull();
    const kept = await leader.get(`${api}/hackathon/file-round/teams/${team.slug}/submissions/`);
    expect(kept.json.results).toEqual([
      expect.objectContaining({
        project_title: 'Flight log 2',
        file: expect.objectContaining({ name: 'code.zip' }),
      }),
    ]);
    expect((await organiser.get(url)).headers.get('content-disposition')).toBe(
      'attachment; filename="code.zip"',
    );
  });
});

describe('judging', () => {
  it('scores after the deadline, shortlists, publishes once, and lets only the shortlisted team into round 2', async () => {
    const rounds = await aHackathon('judged', { max: 2 });
    const [a, b] = await Promise.all([student(1), student(2)]);
    const teamA = (await register(a, 'judged', 'Alpha')).team;
    const teamB = (await register(b, 'judged', 'Beta')).team;
    const sent = await Promise.all(
      [
        [a, teamA],
        [b, teamB],
      ].map(([client, team]) =>
        (client as Client).post(`${api}/hackathon/judged/teams/${(team as Team).slug}/submissions/`, {
          round_id: rounds[0]!.id,
          project_title: `${(team as Team).name} project`,
          link: 'https://example.org/p',
        }),
      ),
    );
    const [submissionA, submissionB] = sent.map((reply) => reply.json.id as number);
    const early = await organiser.request(
      'PUT',
      `${api}/hackathon/judged/submissions/${submissionA}/score/`,
      { score: 80 },
    );
    expect(early.json.error).toMatchObject({ code: 'round_running' });
    await setRound(rounds[0]!.id, -2, -0.001);
    await setRound(rounds[1]!.id, -0.0005, 2);
    expect(
      (
        await organiser.request('PUT', `${api}/hackathon/judged/submissions/${submissionA}/score/`, {
          score: 101,
        })
      ).status,
    ).toBe(400);
    await organiser.request('PUT', `${api}/hackathon/judged/submissions/${submissionA}/score/`, {
      score: 86,
      comment: 'Works well.',
    });
    await organiser.request('PUT', `${api}/hackathon/judged/submissions/${submissionB}/score/`, {
      score: 40,
    });
    const learnerScores = await a.request(
      'PUT',
      `${api}/hackathon/judged/submissions/${submissionB}/score/`,
      { score: 100 },
    );
    expect(learnerScores.status).toBe(403);

    const judging = await organiser.get(`${api}/hackathon/judged/rounds/${rounds[0]!.id}/judging/`);
    expect(
      (judging.json.teams as { name: string; submission: { score: number } }[]).map((row) => [
        row.name,
        row.submission.score,
      ]),
    ).toEqual([
      ['Alpha', 86],
      ['Beta', 40],
    ]);
    // Before publishing, a team sees neither result nor score.
    expect((await a.get(`${api}/hackathon/judged/meta/`)).json.results).toEqual([]);
    const unknown = await organiser.request(
      'PUT',
      `${api}/hackathon/judged/rounds/${rounds[0]!.id}/results/`,
      {
        shortlisted: ['no-such-team'],
        publish: false,
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({
      fields: { shortlisted: expect.stringContaining('no-such-team') },
    });
    const published = await organiser.request(
      'PUT',
      `${api}/hackathon/judged/rounds/${rounds[0]!.id}/results/`,
      {
        shortlisted: [teamA.slug],
        publish: true,
      },
    );
    expect(published.json).toMatchObject({ shortlisted_count: 1, results_published_at: expect.any(String) });
    const again = await organiser.request('PUT', `${api}/hackathon/judged/rounds/${rounds[0]!.id}/results/`, {
      shortlisted: [teamB.slug],
      publish: true,
    });
    expect(again.json.error).toMatchObject({ code: 'results_published' });

    const metaA = await a.get(`${api}/hackathon/judged/meta/`);
    expect(metaA.json).toMatchObject({
      results: [{ round_name: 'Round 1', shortlisted: true, score: 86 }],
      submittable_round_ids: [rounds[1]!.id],
    });
    const metaB = await b.get(`${api}/hackathon/judged/meta/`);
    expect(metaB.json).toMatchObject({
      results: [{ shortlisted: false, score: 40 }],
      submittable_round_ids: [],
    });
    const notShortlisted = await b.post(`${api}/hackathon/judged/teams/${teamB.slug}/submissions/`, {
      round_id: rounds[1]!.id,
      project_title: 'Round two',
      link: 'https://example.org/p2',
    });
    expect(notShortlisted.json.error).toMatchObject({ code: 'not_shortlisted' });
    const shortlisted = await a.post(`${api}/hackathon/judged/teams/${teamA.slug}/submissions/`, {
      round_id: rounds[1]!.id,
      project_title: 'Round two',
      link: 'https://example.org/p2',
    });
    expect(shortlisted.status).toBe(200);
    const notes = await b.get(`${api}/hackathon/judged/notification/`);
    expect(notes.json.results).toEqual([
      expect.objectContaining({ message: 'The results of Round 1 are out: 1 team goes on to Round 2.' }),
    ]);
    expect(await lastMailTo('student2@demo.test')).toContain('was not shortlisted from Round 1');
    expect(await lastMailTo('student1@demo.test')).toContain('goes on to Round 2');
  });
});

async function lastMailTo(email: string): Promise<string> {
  const rows = await server.database.db.select().from(outbox).where(eq(outbox.to, email));
  return rows.at(-1)?.body ?? '';
}

describe('the organiser editor', () => {
  it('creates a draft, checks each step beside its field, and keeps sections and images', async () => {
    const base = {
      slug: 'editor-draft',
      name: 'Editor draft',
      tagline: '',
      starts_at: new Date(Date.now() + day).toISOString(),
      ends_at: new Date(Date.now() + 5 * day).toISOString(),
      min_team_size: 2,
      max_team_size: 4,
    };
    const learner = await student(1);
    expect((await learner.post(`${api}/hackathons/`, base)).status).toBe(403);
    expect((await createSessionClient(server.url).post(`${api}/hackathons/`, base)).status).toBe(401);
    const backwards = await organiser.post(`${api}/hackathons/`, { ...base, max_team_size: 1 });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error).toMatchObject({ fields: { max_team_size: expect.any(String) } });
    expect((await organiser.post(`${api}/hackathons/`, base)).status).toBe(200);
    const taken = await organiser.post(`${api}/hackathons/`, base);
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatchObject({ fields: { slug: expect.any(String) } });
    expect((await learner.get(`${api}/hackathon/editor-draft/info/`)).status).toBe(404);

    const steps = `${api}/hackathon/editor-draft/editor/steps/`;
    const later = (hours: number) => new Date(Date.parse(base.starts_at) + hours * 3_600_000).toISOString();
    const badRounds = await organiser.request('PUT', steps, {
      step: 'rounds',
      rounds: [
        { name: 'One', starts_at: later(2), ends_at: later(1), submission_type: 'link' },
        {
          name: 'Two',
          starts_at: base.starts_at,
          ends_at: base.ends_at,
          submission_type: 'contest',
          contest_slug: 'no-such-contest',
        },
      ],
    });
    expect(badRounds.status).toBe(400);
    expect(badRounds.json.error).toMatchObject({
      fields: {
        'rounds.0.ends_at': expect.any(String),
        'rounds.1.starts_at': expect.any(String),
        'rounds.1.contest_slug': expect.any(String),
      },
    });
    const prizes = await organiser.request('PUT', steps, {
      step: 'prizes',
      prizes: [{ title: 'Winner', amount: 1000, description: 'The best.' }],
    });
    expect(prizes.json).toEqual({ step: 'prizes', completed: true });
    const section = await organiser.post(`${api}/hackathon/editor-draft/sections/`, {
      title: 'Rules',
      body: '**Be kind.** <script>alert(1)</script>',
      order: 0,
    });
    expect(section.status).toBe(200);
    const updated = await organiser.request(
      'PUT',
      `${api}/hackathon/editor-draft/sections/${section.json.id}/`,
      {
        title: 'House rules',
        body: 'Be kind.',
        order: 1,
      },
    );
    expect(updated.json).toMatchObject({ title: 'House rules' });
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'banner.png');
    const image = await organiser.request(
      'POST',
      `${api}/hackathon/editor-draft/images/`,
      undefined,
      {},
      form,
    );
    expect(image.status).toBe(200);
    const notImage = new FormData();
    notImage.append(
      'image',
      new Blob([new TextEncoder().encode('<svg onload=alert(1)>')], { type: 'image/png' }),
      'x.png',
    );
    const refused = await organiser.request(
      'POST',
      `${api}/hackathon/editor-draft/images/`,
      undefined,
      {},
      notImage,
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ fields: { image: expect.any(String) } });
    const publish = await organiser.request('PUT', steps, {
      step: 'basic',
      ...base,
      banner_image: image.json.url,
      published: true,
    });
    expect(publish.status).toBe(200);
    const read = await organiser.get(steps);
    expect(read.json.steps).toEqual([
      { step: 'basic', title: 'Basics', completed: true },
      { step: 'rounds', title: 'Rounds', completed: false },
      { step: 'prizes', title: 'Prizes', completed: true },
      { step: 'faq', title: 'Questions and answers', completed: false },
    ]);
    expect(read.json.values).toMatchObject({
      basic: { banner_image: image.json.url, published: true },
      sections: [{ title: 'House rules' }],
      images: [{ id: image.json.id, url: image.json.url }],
    });
    expect(
      (await organiser.request('DELETE', `${api}/hackathon/editor-draft/sections/${section.json.id}/`))
        .status,
    ).toBe(200);
    expect(
      (await organiser.request('DELETE', `${api}/hackathon/editor-draft/images/${image.json.id}/`)).status,
    ).toBe(200);
    expect((await learner.get(`${api}/hackathon/editor-draft/info/`)).json).toMatchObject({
      banner_image: null,
    });
  });

  it('downloads teams and submissions as formula-safe CSV, to organisers only', async () => {
    await aHackathon('csv-export', { max: 2 });
    const leader = await student(3);
    await register(leader, 'csv-export', '=HYPERLINK("x")');
    const teams = await organiser.get(`${api}/hackathon/csv-export/csv/?type=teams`);
    expect(teams.status).toBe(200);
    expect(teams.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(teams.text).toContain(`"'=HYPERLINK(""x"")"`);
    const people = await organiser.get(`${api}/hackathon/csv-export/csv/?type=participants`);
    expect(people.text).toContain('student3@demo.test');
    expect((await leader.get(`${api}/hackathon/csv-export/csv/?type=teams`)).status).toBe(403);
    expect((await organiser.get(`${api}/hackathon/csv-export/csv/?type=everything`)).status).toBe(400);
  });
});
