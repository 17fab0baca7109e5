import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  contests,
  hackathonMembers,
  hackathonRounds,
  hackathonShortlist,
  type hackathonSubmissions,
  hackathons,
  hackathonTeams,
  users,
} from '../db/schema';
import { notFound } from '../http/errors';

export type HackathonRow = typeof hackathons.$inferSelect;
export type RoundRow = typeof hackathonRounds.$inferSelect;
export type TeamRow = typeof hackathonTeams.$inferSelect;
type SubmissionRow = typeof hackathonSubmissions.$inferSelect;

export const isOrganiser = (user: SessionUser | null) =>
  user !== null && hasRole(user.roles, ...AREA_ROLES.hackathons);

/** A hackathon by slug: a draft is found by its organisers only (404 to everyone else). */
export async function findHackathon(db: Db, slug: string, user: SessionUser | null): Promise<HackathonRow> {
  const [row] = await db.select().from(hackathons).where(eq(hackathons.slug, slug));
  if (!row || (!row.published && !isOrganiser(user))) throw notFound('There is no such hackathon.');
  return row;
}

export async function roundsOf(db: Db, hackathonId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(hackathonRounds)
    .where(eq(hackathonRounds.hackathonId, hackathonId))
    .orderBy(asc(hackathonRounds.position), asc(hackathonRounds.id));
}

/** Rounds as the contract shows them, with the contest slug of contest rounds. */
export async function roundViews(db: Db, rounds: RoundRow[]) {
  const contestIds = rounds.map((round) => round.contestId).filter((id): id is number => id !== null);
  const slugs = new Map<number, string>();
  if (contestIds.length)
    for (const contest of await db
      .select({ id: contests.id, slug: contests.slug })
      .from(contests)
      .where(inArray(contests.id, contestIds)))
      slugs.set(contest.id, contest.slug);
  return rounds.map((round) => ({
    id: round.id,
    name: round.name,
    starts_at: round.startsAt.toISOString(),
    ends_at: round.endsAt.toISOString(),
    submission_type: round.submissionType,
    contest_slug: round.contestId === null ? null : (slugs.get(round.contestId) ?? null),
    results_published_at: round.resultsPublishedAt?.toISOString() ?? null,
  }));
}

/** The round open now (started, deadline not passed), if any. */
export const openRound = (rounds: RoundRow[], now: Date) =>
  rounds.find((round) => round.startsAt <= now && now < round.endsAt) ?? null;

/**
 * Whether the team may enter `round`: every team may enter the first round; a later one only if the
 * organisers shortlisted the team from the round before and published it.
 */
export async function mayEnter(db: Db, rounds: RoundRow[], round: RoundRow, teamId: number) {
  const index = rounds.findIndex((candidate) => candidate.id === round.id);
  if (index <= 0) return true;
  const previous = rounds[index - 1]!;
  if (!previous.resultsPublishedAt) return false;
  const [listed] = await db
    .select()
    .from(hackathonShortlist)
    .where(and(eq(hackathonShortlist.roundId, previous.id), eq(hackathonShortlist.teamId, teamId)));
  return listed !== undefined;
}

/** The caller's team in the hackathon, if they are in one. */
export async function teamOf(db: Db, hackathonId: number, userId: number): Promise<TeamRow | null> {
  const [row] = await db
    .select({ team: hackathonTeams })
    .from(hackathonMembers)
    .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonMembers.teamId))
    .where(and(eq(hackathonMembers.hackathonId, hackathonId), eq(hackathonMembers.userId, userId)));
  return row?.team ?? null;
}

/** A team as the contract shows it; the invite code only to its members. */
export async function teamView(db: Db, team: TeamRow, viewerId: number | null) {
  const members = await db
    .select({ id: users.id, handle: users.handle, name: users.name, image: users.imageUrl })
    .from(hackathonMembers)
    .innerJoin(users, eq(users.id, hackathonMembers.userId))
    .where(eq(hackathonMembers.teamId, team.id))
    .orderBy(asc(hackathonMembers.joinedAt), asc(users.id));
  const leader = members.find((member) => member.id === team.leaderId);
  return {
    slug: team.slug,
    name: team.name,
    leader: leader?.handle ?? '',
    members: members.map((member) => ({
      handle: member.handle,
      name: member.name,
      profile_image: member.image,
    })),
    institute: team.institute,
    invite_code: members.some((member) => member.id === viewerId) ? team.inviteCode : null,
  };
}

/** Where a submission's file is downloaded; the call checks who asks (ADR 0100). */
const submissionFileUrl = (hackathonSlug: string, submissionId: number) =>
  `/api/latest/hackathon/${hackathonSlug}/submissions/${submissionId}/file/`;

export function submissionView(hackathonSlug: string, row: SubmissionRow, showScore: boolean) {
  return {
    id: row.id,
    round_id: row.roundId,
    project_title: row.projectTitle,
    description: row.description,
    link: row.link,
    file:
      row.fileKey && row.fileName && row.fileType
        ? {
            name: row.fileName,
            size: row.fileSize ?? 0,
            content_type: row.fileType,
            url: submissionFileUrl(hackathonSlug, row.id),
          }
        : null,
    submitted_at: row.submittedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    score: showScore ? row.score : null,
  };
}
