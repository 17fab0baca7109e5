import { and, asc, count, countDistinct, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import {
  contests,
  type HackathonEditorStep,
  hackathonImages,
  hackathonMembers,
  hackathonNotifications,
  hackathonRounds,
  hackathonSections,
  hackathonShortlist,
  hackathonSubmissions,
  hackathons,
  hackathonTeams,
  users,
} from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { type OutgoingMessage, queueDelivery, queueMessages } from '../../mail/outbox';
import { csvDownload, pages } from '../../org-dashboard/csv';
import { storeImage } from '../../uploads/images';
import { type HackathonRow, mayEnter, roundsOf, roundViews, submissionView } from '../hackathon-views';

async function anyHackathon(db: Db, slug: string): Promise<HackathonRow> {
  const [row] = await db.select().from(hackathons).where(eq(hackathons.slug, slug));
  if (!row) throw notFound('There is no such hackathon.');
  return row;
}

export const handleStaffHackathons: Handler<'x-hackathons-staff-list'> = async ({ database: { db } }) => {
  const rows = await db.select().from(hackathons).orderBy(desc(hackathons.startsAt), desc(hackathons.id));
  const ids = rows.map((row) => row.id);
  const [teams, submitted] = ids.length
    ? await Promise.all([
        db
          .select({ id: hackathonTeams.hackathonId, count: count() })
          .from(hackathonTeams)
          .where(inArray(hackathonTeams.hackathonId, ids))
          .groupBy(hackathonTeams.hackathonId),
        db
          .select({ id: hackathonTeams.hackathonId, count: count() })
          .from(hackathonSubmissions)
          .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonSubmissions.teamId))
          .where(inArray(hackathonTeams.hackathonId, ids))
          .groupBy(hackathonTeams.hackathonId),
      ])
    : [[], []];
  const teamsOf = new Map(teams.map((row) => [row.id, row.count]));
  const submittedOf = new Map(submitted.map((row) => [row.id, row.count]));
  return {
    results: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      tagline: row.tagline,
      banner_image: row.bannerImage,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      published: row.published,
      teams_count: teamsOf.get(row.id) ?? 0,
      submissions_count: submittedOf.get(row.id) ?? 0,
    })),
  };
};

function checkBasics(values: {
  starts_at: string;
  ends_at: string;
  min_team_size: number;
  max_team_size: number;
}) {
  const fields: Record<string, string> = {};
  if (Date.parse(values.ends_at) <= Date.parse(values.starts_at))
    fields.ends_at = 'The hackathon must end after it starts.';
  if (values.max_team_size < values.min_team_size)
    fields.max_team_size = 'The largest team cannot be smaller than the smallest.';
  if (Object.keys(fields).length) throw badRequest('Some values need fixing.', fields);
}

export const handleCreateHackathon: Handler<'x-hackathon-create'> = async ({
  input,
  user,
  database: { db },
}) => {
  checkBasics(input.body);
  const [row] = await db
    .insert(hackathons)
    .values({
      slug: input.body.slug,
      name: input.body.name,
      tagline: input.body.tagline,
      startsAt: new Date(input.body.starts_at),
      endsAt: new Date(input.body.ends_at),
      minTeamSize: input.body.min_team_size,
      maxTeamSize: input.body.max_team_size,
      stepsCompleted: ['basic'],
      createdBy: user.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new HttpError(409, 'slug_taken', 'Another hackathon has this address.', {
      slug: 'Another hackathon has this address; choose another.',
    });
  return { slug: row.slug };
};

const STEP_TITLES: Record<HackathonEditorStep, string> = {
  basic: 'Basics',
  rounds: 'Rounds',
  prizes: 'Prizes',
  faq: 'Questions and answers',
};

export const handleEditorSteps: Handler<'hackathon-editor-steps-get'> = async ({
  input,
  database: { db },
}) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const [rounds, sections, images] = await Promise.all([
    roundsOf(db, hackathon.id),
    db
      .select()
      .from(hackathonSections)
      .where(eq(hackathonSections.hackathonId, hackathon.id))
      .orderBy(asc(hackathonSections.order), asc(hackathonSections.id)),
    db
      .select({ id: hackathonImages.id, url: hackathonImages.url })
      .from(hackathonImages)
      .where(eq(hackathonImages.hackathonId, hackathon.id))
      .orderBy(asc(hackathonImages.id)),
  ]);
  return {
    steps: (Object.keys(STEP_TITLES) as HackathonEditorStep[]).map((step) => ({
      step,
      title: STEP_TITLES[step],
      completed: hackathon.stepsCompleted.includes(step),
    })),
    values: {
      basic: {
        name: hackathon.name,
        tagline: hackathon.tagline,
        starts_at: hackathon.startsAt.toISOString(),
        ends_at: hackathon.endsAt.toISOString(),
        min_team_size: hackathon.minTeamSize,
        max_team_size: hackathon.maxTeamSize,
        banner_image: hackathon.bannerImage,
        published: hackathon.published,
      },
      rounds: await roundViews(db, rounds),
      prizes: hackathon.prizes,
      faq: hackathon.faq,
      sections: sections.map((section) => ({
        id: section.id,
        title: section.title,
        body: section.body,
        order: section.order,
      })),
      images,
    },
  };
};

type RoundInput = Extract<
  Parameters<Handler<'hackathon-editor-steps-put'>>[0]['input']['body'],
  { step: 'rounds' }
>['rounds'][number];

/**
 * Replaces the rounds: each ends after it starts, follows the one before, lies within the hackathon; a contest
 * round names an existing contest. A round left out is removed unless a team has submitted to it.
 */
async function saveRounds(db: Db, hackathon: HackathonRow, input: RoundInput[]) {
  const existing = await roundsOf(db, hackathon.id);
  const fields: Record<string, string> = {};
  const contestSlugs = input.flatMap((round) =>
    round.submission_type === 'contest' && round.contest_slug ? [round.contest_slug] : [],
  );
  const contestIds = new Map(
    contestSlugs.length
      ? (
          await db
            .select({ id: contests.id, slug: contests.slug })
            .from(contests)
            .where(inArray(contests.slug, contestSlugs))
        ).map((row) => [row.slug, row.id])
      : [],
  );
  input.forEach((round, index) => {
    const starts = Date.parse(round.starts_at);
    const ends = Date.parse(round.ends_at);
    if (round.id !== undefined && !existing.some((row) => row.id === round.id))
      fields[`rounds.${index}.id`] = 'This round is not one of the hackathon’s.';
    if (ends <= starts) fields[`rounds.${index}.ends_at`] = 'The round must end after it starts.';
    if (starts < hackathon.startsAt.getTime() || ends > hackathon.endsAt.getTime())
      fields[`rounds.${index}.starts_at`] = 'The round must fall within the hackathon’s dates.';
    const previous = input[index - 1];
    if (previous && starts < Date.parse(previous.ends_at))
      fields[`rounds.${index}.starts_at`] = `The round must start after ${previous.name} ends.`;
    if (round.submission_type === 'contest' && !(round.contest_slug && contestIds.has(round.contest_slug)))
      fields[`rounds.${index}.contest_slug`] = 'Name an existing contest for a contest round.';
  });
  if (Object.keys(fields).length) throw badRequest('Some rounds need fixing.', fields);
  const kept = input.flatMap((round) => (round.id === undefined ? [] : [round.id]));
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const dropped = existing.filter((row) => !kept.includes(row.id)).map((row) => row.id);
    if (dropped.length) {
      const [used] = await tx
        .select({ count: count() })
        .from(hackathonSubmissions)
        .where(inArray(hackathonSubmissions.roundId, dropped));
      if ((used?.count ?? 0) > 0)
        throw new HttpError(
          409,
          'round_has_submissions',
          'A round teams have submitted to cannot be removed.',
          {
            rounds: 'A round teams have submitted to cannot be removed.',
          },
        );
      await tx.delete(hackathonRounds).where(inArray(hackathonRounds.id, dropped));
    }
    for (const [position, round] of input.entries()) {
      const values = {
        hackathonId: hackathon.id,
        position,
        name: round.name,
        startsAt: new Date(round.starts_at),
        endsAt: new Date(round.ends_at),
        submissionType: round.submission_type,
        contestId:
          round.submission_type === 'contest' ? (contestIds.get(round.contest_slug ?? '') ?? null) : null,
      };
      if (round.id === undefined) await tx.insert(hackathonRounds).values(values);
      else await tx.update(hackathonRounds).set(values).where(eq(hackathonRounds.id, round.id));
    }
  });
}

const bannerAllowed = (url: string) => url.startsWith('/uploads/images/') || /^https:\/\//.test(url);

export const handleEditorStepPut: Handler<'hackathon-editor-steps-put'> = async ({
  input,
  database: { db },
}) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const body = input.body;
  const completed = [...new Set([...hackathon.stepsCompleted, body.step])];
  if (body.step === 'basic') {
    checkBasics(body);
    if (body.banner_image && !bannerAllowed(body.banner_image))
      throw badRequest('Upload the banner image, or give an https address.', {
        banner_image: 'Upload the banner image, or give an https address.',
      });
    await db
      .update(hackathons)
      .set({
        name: body.name,
        tagline: body.tagline,
        startsAt: new Date(body.starts_at),
        endsAt: new Date(body.ends_at),
        minTeamSize: body.min_team_size,
        maxTeamSize: body.max_team_size,
        bannerImage: body.banner_image,
        published: body.published,
        stepsCompleted: completed,
      })
      .where(eq(hackathons.id, hackathon.id));
  } else if (body.step === 'rounds') {
    await saveRounds(db, hackathon, body.rounds);
    await db.update(hackathons).set({ stepsCompleted: completed }).where(eq(hackathons.id, hackathon.id));
  } else if (body.step === 'prizes')
    await db
      .update(hackathons)
      .set({ prizes: body.prizes, stepsCompleted: completed })
      .where(eq(hackathons.id, hackathon.id));
  else
    await db
      .update(hackathons)
      .set({ faq: body.faq, stepsCompleted: completed })
      .where(eq(hackathons.id, hackathon.id));
  return { step: body.step, completed: true as const };
};

const sectionView = (row: typeof hackathonSections.$inferSelect) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  order: row.order,
});

export const handleSectionAdd: Handler<'hackathon-sections-add'> = async ({ input, database: { db } }) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const [row] = await db
    .insert(hackathonSections)
    .values({ hackathonId: hackathon.id, ...input.body })
    .returning();
  return sectionView(row!);
};

export const handleSectionUpdate: Handler<'hackathon-sections-update'> = async ({
  input,
  database: { db },
}) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const [row] = await db
    .update(hackathonSections)
    .set(input.body)
    .where(
      and(eq(hackathonSections.id, input.path.sectionId), eq(hackathonSections.hackathonId, hackathon.id)),
    )
    .returning();
  if (!row) throw notFound('There is no such section in this hackathon.');
  return sectionView(row);
};

export const handleSectionDelete: Handler<'hackathon-sections-delete'> = async ({
  input,
  database: { db },
}) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const [row] = await db
    .delete(hackathonSections)
    .where(
      and(eq(hackathonSections.id, input.path.sectionId), eq(hackathonSections.hackathonId, hackathon.id)),
    )
    .returning();
  if (!row) throw notFound('There is no such section in this hackathon.');
  return { message: `The section ${row.title} was deleted.` };
};

export const handleImageUpload: Handler<'hackathon-image-upload'> = async ({
  input,
  database: { db },
  request,
}) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const url = await storeImage(request.server.objectStore, input.body.image, 'image');
  const [row] = await db.insert(hackathonImages).values({ hackathonId: hackathon.id, url }).returning();
  return { id: row!.id, url };
};

export const handleImageDelete: Handler<'hackathon-image-delete'> = async ({ input, database: { db } }) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const [row] = await db
    .delete(hackathonImages)
    .where(and(eq(hackathonImages.id, input.path.imageId), eq(hackathonImages.hackathonId, hackathon.id)))
    .returning();
  if (!row) throw notFound('There is no such image in this hackathon.');
  if (hackathon.bannerImage === row.url)
    await db.update(hackathons).set({ bannerImage: null }).where(eq(hackathons.id, hackathon.id));
  return { message: 'The image was deleted.' };
};

/** Streams participants, teams or submissions, a page at a time (formula-safe cells, csv.ts). */
export const handleHackathonCsv: Handler<'hackathon-csv-download'> = async ({ input, database: { db } }) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const type = input.query.type;
  if (type === 'participants') {
    type Row = {
      id: number;
      handle: string;
      name: string;
      email: string;
      team: string;
      institute: string | null;
    };
    const rows = pages<Row>((after) =>
      db
        .select({
          id: users.id,
          handle: users.handle,
          name: users.name,
          email: users.email,
          team: hackathonTeams.name,
          institute: hackathonTeams.institute,
        })
        .from(hackathonMembers)
        .innerJoin(users, eq(users.id, hackathonMembers.userId))
        .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonMembers.teamId))
        .where(
          and(eq(hackathonMembers.hackathonId, hackathon.id), after ? gt(users.id, after.id) : undefined),
        )
        .orderBy(asc(users.id))
        .limit(500),
    );
    return csvDownload(
      `${hackathon.slug}-participants.csv`,
      [
        { header: 'Handle', value: (row) => row.handle },
        { header: 'Name', value: (row) => row.name },
        { header: 'Email', value: (row) => row.email },
        { header: 'Team', value: (row) => row.team },
        { header: 'Institute', value: (row) => row.institute ?? '' },
      ],
      rows,
    );
  }
  if (type === 'teams') {
    type Row = {
      id: number;
      slug: string;
      name: string;
      institute: string | null;
      members: number;
      leader: string;
    };
    const rows = pages<Row>((after) =>
      db
        .select({
          id: hackathonTeams.id,
          slug: hackathonTeams.slug,
          name: hackathonTeams.name,
          institute: hackathonTeams.institute,
          members: countDistinct(hackathonMembers.userId),
          leader: users.handle,
        })
        .from(hackathonTeams)
        .innerJoin(users, eq(users.id, hackathonTeams.leaderId))
        .leftJoin(hackathonMembers, eq(hackathonMembers.teamId, hackathonTeams.id))
        .where(
          and(
            eq(hackathonTeams.hackathonId, hackathon.id),
            after ? gt(hackathonTeams.id, after.id) : undefined,
          ),
        )
        .groupBy(hackathonTeams.id, users.handle)
        .orderBy(asc(hackathonTeams.id))
        .limit(500),
    );
    return csvDownload(
      `${hackathon.slug}-teams.csv`,
      [
        { header: 'Team', value: (row) => row.name },
        { header: 'Slug', value: (row) => row.slug },
        { header: 'Leader', value: (row) => row.leader },
        { header: 'Members', value: (row) => row.members },
        { header: 'Institute', value: (row) => row.institute ?? '' },
      ],
      rows,
    );
  }
  type Row = {
    id: number;
    team: string;
    round: string;
    title: string;
    link: string | null;
    file: string | null;
    submittedAt: Date;
    score: number | null;
  };
  const rows = pages<Row>((after) =>
    db
      .select({
        id: hackathonSubmissions.id,
        team: hackathonTeams.name,
        round: hackathonRounds.name,
        title: hackathonSubmissions.projectTitle,
        link: hackathonSubmissions.link,
        file: hackathonSubmissions.fileName,
        submittedAt: hackathonSubmissions.updatedAt,
        score: hackathonSubmissions.score,
      })
      .from(hackathonSubmissions)
      .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonSubmissions.teamId))
      .innerJoin(hackathonRounds, eq(hackathonRounds.id, hackathonSubmissions.roundId))
      .where(
        and(
          eq(hackathonTeams.hackathonId, hackathon.id),
          after ? gt(hackathonSubmissions.id, after.id) : undefined,
        ),
      )
      .orderBy(asc(hackathonSubmissions.id))
      .limit(500),
  );
  return csvDownload(
    `${hackathon.slug}-submissions.csv`,
    [
      { header: 'Team', value: (row) => row.team },
      { header: 'Round', value: (row) => row.round },
      { header: 'Project', value: (row) => row.title },
      { header: 'Link', value: (row) => row.link ?? '' },
      { header: 'File', value: (row) => row.file ?? '' },
      { header: 'Submitted at', value: (row) => row.submittedAt.toISOString() },
      { header: 'Score', value: (row) => row.score ?? '' },
    ],
    rows,
  );
};

export const handleJudging: Handler<'x-hackathon-judging'> = async ({ input, database: { db } }) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const rounds = await roundsOf(db, hackathon.id);
  const round = rounds.find((candidate) => candidate.id === input.path.roundId);
  if (!round) throw notFound('There is no such round in this hackathon.');
  const [teams, submissions, listed] = await Promise.all([
    db
      .select({
        id: hackathonTeams.id,
        slug: hackathonTeams.slug,
        name: hackathonTeams.name,
        members: count(),
      })
      .from(hackathonTeams)
      .innerJoin(hackathonMembers, eq(hackathonMembers.teamId, hackathonTeams.id))
      .where(eq(hackathonTeams.hackathonId, hackathon.id))
      .groupBy(hackathonTeams.id)
      .orderBy(asc(hackathonTeams.name)),
    db.select().from(hackathonSubmissions).where(eq(hackathonSubmissions.roundId, round.id)),
    db.select().from(hackathonShortlist).where(eq(hackathonShortlist.roundId, round.id)),
  ]);
  const byTeam = new Map(submissions.map((row) => [row.teamId, row]));
  const shortlisted = new Set(listed.map((row) => row.teamId));
  const rows = [];
  for (const team of teams) {
    const submitted = byTeam.get(team.id);
    rows.push({
      slug: team.slug,
      name: team.name,
      members_count: team.members,
      submission: submitted
        ? { ...submissionView(hackathon.slug, submitted, true), judge_comment: submitted.judgeComment }
        : null,
      shortlisted: shortlisted.has(team.id),
      eligible: await mayEnter(db, rounds, round, team.id),
    });
  }
  // Submitted work first, best score first, so the organisers read the shortlist from the top.
  rows.sort(
    (a, b) =>
      Number(b.submission !== null) - Number(a.submission !== null) ||
      (b.submission?.score ?? -1) - (a.submission?.score ?? -1) ||
      a.name.localeCompare(b.name),
  );
  const [view] = await roundViews(db, [round]);
  return { hackathon: hackathon.name, round: view!, teams: rows };
};

export const handleScore: Handler<'x-hackathon-submission-score'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const [found] = await db
    .select({ submission: hackathonSubmissions, round: hackathonRounds })
    .from(hackathonSubmissions)
    .innerJoin(hackathonRounds, eq(hackathonRounds.id, hackathonSubmissions.roundId))
    .where(
      and(
        eq(hackathonSubmissions.id, input.path.submissionId),
        eq(hackathonRounds.hackathonId, hackathon.id),
      ),
    );
  if (!found) throw notFound('There is no such submission in this hackathon.');
  if (found.round.endsAt > new Date())
    throw new HttpError(
      409,
      'round_running',
      `${found.round.name} is still open: score it after its deadline.`,
    );
  if (found.round.resultsPublishedAt)
    throw new HttpError(
      409,
      'results_published',
      `The results of ${found.round.name} are published and fixed.`,
    );
  await db
    .update(hackathonSubmissions)
    .set({
      score: input.body.score,
      judgeComment: input.body.comment || null,
      scoredBy: user.id,
      scoredAt: new Date(),
    })
    .where(eq(hackathonSubmissions.id, found.submission.id));
  return { message: `Scored ${found.submission.projectTitle}: ${input.body.score}.` };
};

/**
 * Saves a round's shortlist; publishing fixes it, announces it to every participant (a notification, and a
 * mail per person saying whether their team goes on) in the same transaction, and lets the shortlisted
 * teams enter the next round.
 */
export const handleRoundResults: Handler<'x-hackathon-round-results'> = async ({
  input,
  database: { db },
  config,
  request,
}) => {
  const hackathon = await anyHackathon(db, input.path.slug);
  const slugs = [...new Set(input.body.shortlisted)];
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [round] = await tx
      .select()
      .from(hackathonRounds)
      .where(and(eq(hackathonRounds.id, input.path.roundId), eq(hackathonRounds.hackathonId, hackathon.id)))
      .for('update');
    if (!round) throw notFound('There is no such round in this hackathon.');
    if (round.resultsPublishedAt)
      throw new HttpError(409, 'results_published', `The results of ${round.name} are already published.`);
    if (round.endsAt > new Date())
      throw new HttpError(409, 'round_running', `${round.name} is still open: shortlist after its deadline.`);
    const teams = slugs.length
      ? await tx
          .select({ id: hackathonTeams.id, slug: hackathonTeams.slug })
          .from(hackathonTeams)
          .where(and(eq(hackathonTeams.hackathonId, hackathon.id), inArray(hackathonTeams.slug, slugs)))
      : [];
    const unknown = slugs.filter((slug) => !teams.some((team) => team.slug === slug));
    if (unknown.length)
      throw badRequest('Some teams are not in this hackathon.', {
        shortlisted: `Not teams of this hackathon: ${unknown.join(', ')}.`,
      });
    await tx.delete(hackathonShortlist).where(eq(hackathonShortlist.roundId, round.id));
    if (teams.length)
      await tx
        .insert(hackathonShortlist)
        .values(teams.map((team) => ({ roundId: round.id, teamId: team.id })));
    if (!input.body.publish) return { round, publishedAt: null, outboxIds: [] };
    const publishedAt = new Date();
    await tx
      .update(hackathonRounds)
      .set({ resultsPublishedAt: publishedAt })
      .where(eq(hackathonRounds.id, round.id));
    const rounds = await roundsOf(tx, hackathon.id);
    const next = rounds[rounds.findIndex((candidate) => candidate.id === round.id) + 1];
    await tx.insert(hackathonNotifications).values({
      hackathonId: hackathon.id,
      message: next
        ? `The results of ${round.name} are out: ${teams.length} ${teams.length === 1 ? 'team goes' : 'teams go'} on to ${next.name}.`
        : `The results of ${round.name} are out: ${teams.length} ${teams.length === 1 ? 'team is' : 'teams are'} among the winners.`,
    });
    const ids = teams.map((team) => team.id);
    const people = await tx
      .select({ email: users.email, name: users.name, team: hackathonTeams.name, teamId: hackathonTeams.id })
      .from(hackathonMembers)
      .innerJoin(users, eq(users.id, hackathonMembers.userId))
      .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonMembers.teamId))
      .where(eq(hackathonMembers.hackathonId, hackathon.id));
    const link = `${config.publicUrl}/hackathon/${hackathon.slug}`;
    const mail: OutgoingMessage[] = people.map((person) => ({
      to: person.email,
      subject: `${hackathon.name}: the results of ${round.name}`,
      body: ids.includes(person.teamId)
        ? `Hello ${person.name},\n\n${person.team} is shortlisted from ${round.name}${next ? ` and goes on to ${next.name}` : ''}.\n\nSee your team's page: ${link}\n`
        : `Hello ${person.name},\n\n${person.team} was not shortlisted from ${round.name} this time. Thank you for taking part.\n\nSee the results: ${link}\n`,
    }));
    return { round, publishedAt, outboxIds: await queueMessages(tx, mail) };
  });
  await queueDelivery(request.server.jobQueue, outcome.outboxIds);
  return {
    message: outcome.publishedAt
      ? `The results of ${outcome.round.name} are published: ${slugs.length} shortlisted.`
      : `The shortlist of ${outcome.round.name} is saved: ${slugs.length} teams.`,
    shortlisted_count: slugs.length,
    results_published_at: outcome.publishedAt?.toISOString() ?? null,
  };
};
