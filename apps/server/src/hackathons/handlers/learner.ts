import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  lte,
  sql,
} from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import {
  hackathonMembers,
  hackathonNotifications,
  hackathonSections,
  hackathonShortlist,
  hackathonSubmissions,
  hackathons,
  hackathonTeams,
  users,
} from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { queueDelivery } from '../../mail/outbox';
import { deleteReleasedObject } from '../../storage/released-objects';
import {
  findHackathon,
  type HackathonRow,
  isOrganiser,
  mayEnter,
  openRound,
  type RoundRow,
  roundsOf,
  roundViews,
  submissionView,
  type TeamRow,
  teamOf,
  teamView,
} from '../hackathon-views';
import { storeSubmissionFile } from '../submission-files';
import { inviteToTeam, joinTeam, leaveTeam, registerTeam, updateTeam } from '../teams';

const cardOf = (row: HackathonRow) => ({
  slug: row.slug,
  name: row.name,
  tagline: row.tagline,
  banner_image: row.bannerImage,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

export const handleHackathonsIndex: PublicHandler<'x-hackathons-index'> = async ({
  input,
  database: { db },
}) => {
  const now = new Date();
  const open = input.query.status === 'open';
  const rows = await db
    .select()
    .from(hackathons)
    .where(
      and(eq(hackathons.published, true), open ? gt(hackathons.endsAt, now) : lte(hackathons.endsAt, now)),
    )
    .orderBy(open ? asc(hackathons.startsAt) : desc(hackathons.startsAt), asc(hackathons.id))
    .limit(50);
  return { results: rows.map(cardOf) };
};

export const handleHackathonInfo: PublicHandler<'hackathon-info'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const [rounds, sections] = await Promise.all([
    roundsOf(db, hackathon.id),
    db
      .select()
      .from(hackathonSections)
      .where(eq(hackathonSections.hackathonId, hackathon.id))
      .orderBy(asc(hackathonSections.order), asc(hackathonSections.id)),
  ]);
  return {
    ...cardOf(hackathon),
    min_team_size: hackathon.minTeamSize,
    max_team_size: hackathon.maxTeamSize,
    rounds: await roundViews(db, rounds),
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      body: section.body,
      order: section.order,
    })),
    prizes: hackathon.prizes,
    faq: hackathon.faq,
    registration_open: hackathon.endsAt > new Date(),
  };
};

/** The results of published rounds for one team: shortlisted or not, and its score. */
async function resultsOf(db: Db, rounds: RoundRow[], teamId: number) {
  const published = rounds.filter((round) => round.resultsPublishedAt !== null);
  if (published.length === 0) return [];
  const ids = published.map((round) => round.id);
  const [listed, scored] = await Promise.all([
    db
      .select({ roundId: hackathonShortlist.roundId })
      .from(hackathonShortlist)
      .where(and(eq(hackathonShortlist.teamId, teamId), inArray(hackathonShortlist.roundId, ids))),
    db
      .select({ roundId: hackathonSubmissions.roundId, score: hackathonSubmissions.score })
      .from(hackathonSubmissions)
      .where(and(eq(hackathonSubmissions.teamId, teamId), inArray(hackathonSubmissions.roundId, ids))),
  ]);
  const shortlisted = new Set(listed.map((row) => row.roundId));
  const scores = new Map(scored.map((row) => [row.roundId, row.score]));
  return published.map((round) => ({
    round_id: round.id,
    round_name: round.name,
    shortlisted: shortlisted.has(round.id),
    score: scores.get(round.id) ?? null,
  }));
}

export const handleHackathonMeta: Handler<'hackathon-meta'> = async ({ input, user, database: { db } }) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const [rounds, team] = await Promise.all([roundsOf(db, hackathon.id), teamOf(db, hackathon.id, user.id)]);
  const now = new Date();
  const current = openRound(rounds, now);
  const submittable: number[] = [];
  if (team)
    for (const round of rounds)
      if (
        round.submissionType !== 'contest' &&
        round.startsAt <= now &&
        now < round.endsAt &&
        (await mayEnter(db, rounds, round, team.id))
      )
        submittable.push(round.id);
  return {
    is_registered: team !== null,
    team: team ? await teamView(db, team, user.id) : null,
    is_organiser: isOrganiser(user),
    current_round_id: current?.id ?? null,
    submittable_round_ids: submittable,
    results: team ? await resultsOf(db, rounds, team.id) : [],
  };
};

export const handleHackathonStats: PublicHandler<'hackathon-stats'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const [[people], [submitted]] = await Promise.all([
    db
      .select({
        participants: count(hackathonMembers.userId),
        teams: countDistinct(hackathonMembers.teamId),
        institutes: countDistinct(hackathonTeams.institute),
      })
      .from(hackathonMembers)
      .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonMembers.teamId))
      .where(eq(hackathonMembers.hackathonId, hackathon.id)),
    db
      .select({ submissions: count() })
      .from(hackathonSubmissions)
      .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonSubmissions.teamId))
      .where(eq(hackathonTeams.hackathonId, hackathon.id)),
  ]);
  return {
    participants_count: people?.participants ?? 0,
    teams_count: people?.teams ?? 0,
    submissions_count: submitted?.submissions ?? 0,
    institutes_count: people?.institutes ?? 0,
  };
};

export const handleHackathonRegister: Handler<'hackathon-register'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  if (hackathon.endsAt <= new Date())
    return { status: 'REGISTRATION_CLOSED' as const, message: `${hackathon.name} has ended.`, team: null };
  const { team, created } = await registerTeam(db, hackathon, user.id, input.body.team_name);
  const view = await teamView(db, team, user.id);
  return created
    ? {
        status: 'SUCCESS' as const,
        message: `You are registered for ${hackathon.name} with the team ${team.name}. Invite your teammates with its link.`,
        team: view,
      }
    : {
        status: 'ALREADY_REGISTERED' as const,
        message: `You are already registered for ${hackathon.name}, in the team ${team.name}.`,
        team: view,
      };
};

/** The caller's own team (403 for a team they are not in). */
async function ownTeam(db: Db, hackathon: HackathonRow, userId: number, slug: string): Promise<TeamRow> {
  const team = await teamOf(db, hackathon.id, userId);
  if (!team || team.slug !== slug) throw forbidden('You are not a member of this team.');
  return team;
}

export const handleHackathonInvite: Handler<'hackathon-invite'> = async ({
  input,
  user,
  database: { db },
  config,
  request,
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  if (hackathon.endsAt <= new Date())
    throw new HttpError(409, 'registration_closed', `${hackathon.name} has ended.`);
  const team = await ownTeam(db, hackathon, user.id, input.body.team_slug);
  const { invited, failed, outboxIds } = await inviteToTeam(db, hackathon, team, {
    emails: input.body.emails,
    inviter: user.name,
    publicUrl: config.publicUrl,
  });
  await queueDelivery(request.server.jobQueue, outboxIds);
  return { invited, failed };
};

export const handleHackathonTeamUpdate: Handler<'hackathon-team'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.body.hackathon_slug, user);
  const team = await ownTeam(db, hackathon, user.id, input.path.slug);
  if (team.leaderId !== user.id) throw forbidden('Only the team’s leader changes its name and institute.');
  return teamView(db, await updateTeam(db, team, input.body), user.id);
};

export const handleHackathonTeamMember: Handler<'hackathon-team-member'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const { team_slug: slug, action } = input.body;
  const now = new Date();
  if (action === 'join') {
    const team = await joinTeam(db, hackathon, { slug, code: input.body.invite_code, userId: user.id, now });
    return teamView(db, team, user.id);
  }
  let userId = user.id;
  if (action === 'remove') {
    if (!input.body.member)
      throw badRequest('Name the member to remove.', { member: 'Name the member to remove.' });
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.handle, input.body.member));
    if (!member) throw badRequest('There is no such member.', { member: 'There is no such member.' });
    if (member.id === user.id)
      throw badRequest('Leave the team instead of removing yourself.', {
        member: 'Leave the team instead of removing yourself.',
      });
    userId = member.id;
  }
  const { team } = await leaveTeam(db, hackathon, { slug, userId, byUserId: user.id, now });
  return teamView(db, team, user.id);
};

/** The team's submissions, to its members and the organisers; scores once a round's results are out. */
export const handleTeamSubmissions: Handler<'hackathon-team-submissions-get'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const [team] = await db
    .select()
    .from(hackathonTeams)
    .where(and(eq(hackathonTeams.hackathonId, hackathon.id), eq(hackathonTeams.slug, input.path.team)));
  const mine = team ? await teamOf(db, hackathon.id, user.id) : null;
  if (!team || (mine?.id !== team.id && !isOrganiser(user)))
    throw forbidden('Only the team’s members see its submissions.');
  const [rounds, rows] = await Promise.all([
    roundsOf(db, hackathon.id),
    db
      .select()
      .from(hackathonSubmissions)
      .where(eq(hackathonSubmissions.teamId, team.id))
      .orderBy(asc(hackathonSubmissions.roundId)),
  ]);
  const published = new Set(rounds.filter((round) => round.resultsPublishedAt).map((round) => round.id));
  return { results: rows.map((row) => submissionView(hackathon.slug, row, published.has(row.roundId))) };
};

/**
 * Checks a team may submit to the round now (001 §4 and the rules): the round is this hackathon's,
 * takes what the team sends (a link or a file, as the round says), has started and its deadline has not
 * passed, the team is big enough and was shortlisted from the round before.
 */
async function checkSubmittable(
  db: Db,
  hackathon: HackathonRow,
  team: TeamRow,
  { roundId, method, now }: { roundId: number; method: 'link' | 'file'; now: Date },
) {
  const rounds = await roundsOf(db, hackathon.id);
  const round = rounds.find((candidate) => candidate.id === roundId);
  if (!round)
    throw badRequest('This round is not one of the hackathon’s.', {
      round_id: 'Choose a round of this hackathon.',
    });
  if (round.submissionType === 'contest')
    throw new HttpError(
      409,
      'contest_round',
      `${round.name} is a contest: your team answers it in the contest.`,
    );
  if (round.submissionType !== method)
    throw new HttpError(
      409,
      round.submissionType === 'file' ? 'file_round' : 'link_round',
      round.submissionType === 'file'
        ? `${round.name} takes a file: upload your team’s PDF or ZIP.`
        : `${round.name} takes a link to your team’s project, not a file.`,
    );
  if (now < round.startsAt)
    throw new HttpError(409, 'round_not_open', `${round.name} opens at ${round.startsAt.toISOString()}.`);
  if (now >= round.endsAt)
    throw new HttpError(
      409,
      'deadline_passed',
      `The deadline of ${round.name} passed at ${round.endsAt.toISOString()}; submissions are closed.`,
    );
  const [size] = await db
    .select({ count: count() })
    .from(hackathonMembers)
    .where(eq(hackathonMembers.teamId, team.id));
  if ((size?.count ?? 0) < hackathon.minTeamSize)
    throw new HttpError(
      409,
      'team_too_small',
      `A team needs at least ${hackathon.minTeamSize} members to submit; invite your teammates first.`,
    );
  if (!(await mayEnter(db, rounds, round, team.id)))
    throw new HttpError(
      409,
      'not_shortlisted',
      `Only teams shortlisted from the round before enter ${round.name}.`,
    );
  return round;
}

export const handleSubmit: Handler<'hackathon-team-submissions-post'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const team = await ownTeam(db, hackathon, user.id, input.path.team);
  const round = await checkSubmittable(db, hackathon, team, {
    roundId: input.body.round_id,
    method: 'link',
    now: new Date(),
  });
  const [row] = await db
    .insert(hackathonSubmissions)
    .values({
      teamId: team.id,
      roundId: round.id,
      projectTitle: input.body.project_title,
      description: input.body.description,
      link: input.body.link,
      submittedBy: user.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new HttpError(
      409,
      'already_submitted',
      `${team.name} has already submitted to ${round.name}; change that submission instead.`,
    );
  return submissionView(hackathon.slug, row, false);
};

export const handleResubmit: Handler<'x-hackathon-team-submission-update'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const team = await ownTeam(db, hackathon, user.id, input.path.team);
  const [existing] = await db
    .select()
    .from(hackathonSubmissions)
    .where(
      and(eq(hackathonSubmissions.id, input.path.submissionId), eq(hackathonSubmissions.teamId, team.id)),
    );
  if (!existing) throw forbidden('This is not one of your team’s submissions.');
  const now = new Date();
  await checkSubmittable(db, hackathon, team, { roundId: existing.roundId, method: 'link', now });
  const [row] = await db
    .update(hackathonSubmissions)
    .set({
      projectTitle: input.body.project_title,
      description: input.body.description,
      link: input.body.link,
      submittedBy: user.id,
      updatedAt: now,
    })
    .where(eq(hackathonSubmissions.id, existing.id))
    .returning();
  return submissionView(hackathon.slug, row!, false);
};

/**
 * A file round's submission (ADR 0100): the first one creates the team's row, a later one (until the
 * deadline) replaces its title, description and, when one is sent, its file. The file is stored before the
 * row is written and the deadline is checked again in the row's update, so a file that arrives after the
 * deadline never replaces the one the judges see. The replaced file (or a refused upload) is deleted from the
 * store after the write commits (ADR 0106).
 */
export const handleSubmitFile: Handler<'x-hackathon-team-submission-file'> = async ({
  input,
  user,
  database: { db },
  request,
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const team = await ownTeam(db, hackathon, user.id, input.path.team);
  const round = await checkSubmittable(db, hackathon, team, {
    roundId: input.body.round_id,
    method: 'file',
    now: new Date(),
  });
  const [existing] = await db
    .select({ id: hackathonSubmissions.id, fileKey: hackathonSubmissions.fileKey })
    .from(hackathonSubmissions)
    .where(and(eq(hackathonSubmissions.teamId, team.id), eq(hackathonSubmissions.roundId, round.id)));
  if (!input.body.file && !existing?.fileKey)
    throw badRequest('Choose the file to submit.', { file: 'Choose a PDF or ZIP file to submit.' });
  const stored = input.body.file
    ? await storeSubmissionFile(request.server.objectStore, input.body.file)
    : null;
  const fields = {
    projectTitle: input.body.project_title,
    description: input.body.description,
    submittedBy: user.id,
    ...(stored
      ? { fileKey: stored.key, fileName: stored.name, fileSize: stored.size, fileType: stored.contentType }
      : {}),
  };
  // The file the row named until now is read under the row's lock, so two teammates replacing it at once each
  // release the one their own write replaced, and none is released twice or left behind.
  const write = db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fileKey: hackathonSubmissions.fileKey })
      .from(hackathonSubmissions)
      .where(and(eq(hackathonSubmissions.teamId, team.id), eq(hackathonSubmissions.roundId, round.id)))
      .for('update');
    const [written] = await tx
      .insert(hackathonSubmissions)
      .values({ teamId: team.id, roundId: round.id, ...fields })
      .onConflictDoUpdate({
        target: [hackathonSubmissions.teamId, hackathonSubmissions.roundId],
        set: { ...fields, updatedAt: sql`now()` },
        // The deadline again, at the write: an upload that took past it leaves the submission as it was.
        setWhere: sql`now() < ${round.endsAt.toISOString()}::timestamptz`,
      })
      .returning();
    return { row: written, replacedKey: written && stored ? before?.fileKey : null };
  });
  const { row, replacedKey } = await write.catch(async (error: unknown) => {
    // Nothing was written: the upload this call stored is nobody's file.
    if (stored) await deleteReleasedObject(request.server, request.log, stored.key);
    throw error;
  });
  // Only now, after the commit: the replaced file, or the refused upload no row names (ADR 0106).
  const released = row ? replacedKey : stored?.key;
  if (released) await deleteReleasedObject(request.server, request.log, released);
  if (!row)
    throw new HttpError(
      409,
      'deadline_passed',
      `The deadline of ${round.name} passed at ${round.endsAt.toISOString()}; submissions are closed.`,
    );
  return submissionView(hackathon.slug, row, false);
};

/** A submitted file, to the team's members and the organisers only, always as an attachment (never inline). */
export const handleSubmissionFile: Handler<'x-hackathon-submission-file'> = async ({
  input,
  user,
  database: { db },
  request,
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const [row] = await db
    .select({
      teamId: hackathonSubmissions.teamId,
      key: hackathonSubmissions.fileKey,
      name: hackathonSubmissions.fileName,
      type: hackathonSubmissions.fileType,
    })
    .from(hackathonSubmissions)
    .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonSubmissions.teamId))
    .where(
      and(eq(hackathonSubmissions.id, input.path.submissionId), eq(hackathonTeams.hackathonId, hackathon.id)),
    );
  const mine = row ? await teamOf(db, hackathon.id, user.id) : null;
  if (!row || (mine?.id !== row.teamId && !isOrganiser(user)))
    throw forbidden('Only the team’s members and the organisers download its files.');
  const bytes = row.key ? await request.server.objectStore.get(row.key) : null;
  if (!bytes || !row.name || !row.type) throw notFound('This submission has no file.');
  return { filename: row.name, contentType: row.type, body: bytes };
};

const PARTICIPANTS_PAGE = 20;

export const handleParticipants: Handler<'hackathon-participants'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const { page } = input.query;
  const where = eq(hackathonMembers.hackathonId, hackathon.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        handle: users.handle,
        name: users.name,
        image: users.imageUrl,
        team: hackathonTeams.slug,
        institute: hackathonTeams.institute,
      })
      .from(hackathonMembers)
      .innerJoin(users, eq(users.id, hackathonMembers.userId))
      .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonMembers.teamId))
      .where(where)
      .orderBy(asc(hackathonMembers.joinedAt), asc(users.id))
      .limit(PARTICIPANTS_PAGE)
      .offset((page - 1) * PARTICIPANTS_PAGE),
    db.select({ count: count() }).from(hackathonMembers).where(where),
  ]);
  return {
    results: rows.map((row) => ({
      handle: row.handle,
      name: row.name,
      profile_image: row.image,
      team_slug: row.team,
      institute: row.institute,
    })),
    count: total?.count ?? 0,
    page,
    page_size: PARTICIPANTS_PAGE,
  };
};

export const handleNotifications: Handler<'hackathon-notification'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const rows = await db
    .select()
    .from(hackathonNotifications)
    .where(eq(hackathonNotifications.hackathonId, hackathon.id))
    .orderBy(desc(hackathonNotifications.createdAt), desc(hackathonNotifications.id))
    .limit(50);
  return {
    results: rows.map((row) => ({
      id: row.id,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
  };
};

export const handleInstitutes: PublicHandler<'hackathon-institutes'> = async ({
  input,
  user,
  database: { db },
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const { search } = input.query;
  const rows = await db
    .select({ name: hackathonTeams.institute, participants: count(hackathonMembers.userId) })
    .from(hackathonMembers)
    .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonMembers.teamId))
    .where(
      and(
        eq(hackathonMembers.hackathonId, hackathon.id),
        isNotNull(hackathonTeams.institute),
        search ? ilike(hackathonTeams.institute, `%${escapeLike(search)}%`) : undefined,
      ),
    )
    .groupBy(hackathonTeams.institute)
    .orderBy(desc(sql`2`), asc(hackathonTeams.institute))
    .limit(100);
  return { results: rows.map((row) => ({ name: row.name ?? '', participants_count: row.participants })) };
};

/** The contest of the team's current (or next) contest round, once the team may enter it. */
export const handleMyContestLink: Handler<'hackathon-my-contest-link'> = async ({
  input,
  user,
  database: { db },
  config,
}) => {
  const hackathon = await findHackathon(db, input.path.slug, user);
  const none = { contest_slug: null, url: null, opens_at: null };
  const team = await teamOf(db, hackathon.id, user.id);
  if (!team) return none;
  const rounds = await roundsOf(db, hackathon.id);
  const now = new Date();
  const round = rounds.find((candidate) => candidate.submissionType === 'contest' && now < candidate.endsAt);
  if (!round || !(await mayEnter(db, rounds, round, team.id))) return none;
  const [view] = await roundViews(db, [round]);
  if (!view?.contest_slug) return none;
  return {
    contest_slug: view.contest_slug,
    url: `${config.publicUrl}/contest/${view.contest_slug}/`,
    opens_at: round.startsAt.toISOString(),
  };
};
