import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  hackathonInvites,
  hackathonMembers,
  hackathonSubmissions,
  hackathonTeams,
  users,
} from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { type OutgoingMessage, queueMessages } from '../mail/outbox';
import type { HackathonRow, TeamRow } from './hackathon-views';

const closed = (hackathon: HackathonRow) =>
  new HttpError(409, 'registration_closed', `${hackathon.name} has ended: teams can no longer change.`);

/** A team's slug: its name made address-safe, with a random tail so two teams never clash. */
function teamSlug(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'team'}-${randomBytes(3).toString('hex')}`;
}

const nameTaken = () =>
  new HttpError(409, 'team_name_taken', 'Another team of this hackathon has this name.', {
    team_name: 'Another team already has this name; choose another.',
  });

/**
 * Registers the caller by creating their team with them as its leader. A person already in a team (theirs
 * or one they joined) is told so; the members' primary key keeps it one team per person even when two
 * registrations race.
 */
export async function registerTeam(
  db: Db,
  hackathon: HackathonRow,
  userId: number,
  name: string,
): Promise<{ team: TeamRow; created: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [existing] = await tx
      .select({ team: hackathonTeams })
      .from(hackathonMembers)
      .innerJoin(hackathonTeams, eq(hackathonTeams.id, hackathonMembers.teamId))
      .where(and(eq(hackathonMembers.hackathonId, hackathon.id), eq(hackathonMembers.userId, userId)));
    if (existing) return { team: existing.team, created: false };
    const [team] = await tx
      .insert(hackathonTeams)
      .values({
        hackathonId: hackathon.id,
        slug: teamSlug(name),
        name,
        leaderId: userId,
        inviteCode: randomBytes(9).toString('base64url'),
      })
      .onConflictDoNothing()
      .returning();
    if (!team) throw nameTaken();
    const [member] = await tx
      .insert(hackathonMembers)
      .values({ hackathonId: hackathon.id, userId, teamId: team.id })
      .onConflictDoNothing()
      .returning();
    // A registration that raced this one and won: undo the team made here.
    if (!member) throw new HttpError(409, 'already_in_team', 'You are already in a team of this hackathon.');
    return { team, created: true };
  });
}

/** Locks the team's row: members are counted and added under it, so a team never passes its size. */
async function lockTeam(tx: Db, hackathon: HackathonRow, slug: string): Promise<TeamRow> {
  const [team] = await tx
    .select()
    .from(hackathonTeams)
    .where(and(eq(hackathonTeams.slug, slug), eq(hackathonTeams.hackathonId, hackathon.id)))
    .for('update');
  if (!team) throw notFound('There is no such team in this hackathon.');
  return team;
}

async function membersCount(tx: Db, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(hackathonMembers)
    .where(eq(hackathonMembers.teamId, teamId));
  return row?.count ?? 0;
}

/** Joins a team with its invite code, under the team's lock: refused when full, or when in another team. */
export async function joinTeam(
  db: Db,
  hackathon: HackathonRow,
  { slug, code, userId, now }: { slug: string; code: string | undefined; userId: number; now: Date },
): Promise<TeamRow> {
  if (!code) throw badRequest('Enter the invite code.', { invite_code: 'Enter the invite code.' });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (hackathon.endsAt <= now) throw closed(hackathon);
    const team = await lockTeam(tx, hackathon, slug);
    if (team.inviteCode !== code)
      throw new HttpError(403, 'invalid_invite', 'This invite code is not the team’s.', {
        invite_code: 'This invite code is not the team’s; ask its members for the link again.',
      });
    if ((await membersCount(tx, team.id)) >= hackathon.maxTeamSize)
      throw new HttpError(
        409,
        'team_full',
        `${team.name} is full: a team has at most ${hackathon.maxTeamSize} members.`,
      );
    const [member] = await tx
      .insert(hackathonMembers)
      .values({ hackathonId: hackathon.id, userId, teamId: team.id })
      .onConflictDoNothing()
      .returning();
    if (!member)
      throw new HttpError(
        409,
        'already_in_team',
        'You are already in a team of this hackathon: leave it first to join another.',
      );
    return team;
  });
}

/**
 * Takes a person out of a team (they leave, or its leader removes them). A leader who leaves hands the team
 * to the member who joined first; the last member leaving removes the team, unless it has submitted.
 */
export async function leaveTeam(
  db: Db,
  hackathon: HackathonRow,
  { slug, userId, byUserId, now }: { slug: string; userId: number; byUserId: number; now: Date },
): Promise<{ team: TeamRow; removed: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (hackathon.endsAt <= now) throw closed(hackathon);
    const team = await lockTeam(tx, hackathon, slug);
    if (byUserId !== userId && team.leaderId !== byUserId)
      throw forbidden('Only the team’s leader removes members.');
    const others = await tx
      .select({ userId: hackathonMembers.userId })
      .from(hackathonMembers)
      .where(and(eq(hackathonMembers.teamId, team.id), ne(hackathonMembers.userId, userId)))
      .orderBy(asc(hackathonMembers.joinedAt));
    if (others.length === 0) {
      const [submitted] = await tx
        .select({ id: hackathonSubmissions.id })
        .from(hackathonSubmissions)
        .where(eq(hackathonSubmissions.teamId, team.id))
        .limit(1);
      if (submitted)
        throw new HttpError(
          409,
          'team_has_submissions',
          `${team.name} has submitted work, so its last member cannot leave it.`,
        );
    }
    const [left] = await tx
      .delete(hackathonMembers)
      .where(and(eq(hackathonMembers.teamId, team.id), eq(hackathonMembers.userId, userId)))
      .returning();
    if (!left) throw notFound(`That person is not in ${team.name}.`);
    if (others.length === 0) {
      await tx.delete(hackathonTeams).where(eq(hackathonTeams.id, team.id));
      return { team, removed: true };
    }
    if (team.leaderId !== userId) return { team, removed: false };
    const [updated] = await tx
      .update(hackathonTeams)
      .set({ leaderId: others[0]!.userId })
      .where(eq(hackathonTeams.id, team.id))
      .returning();
    return { team: updated!, removed: false };
  });
}

/**
 * Mails the team's invite link to each address, recording it; addresses of people already in a team, or
 * more than the team has room for, are answered as failed with the reason.
 */
export async function inviteToTeam(
  db: Db,
  hackathon: HackathonRow,
  team: TeamRow,
  { emails, inviter, publicUrl }: { emails: string[]; inviter: string; publicUrl: string },
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
    const taken = new Set(
      (
        await tx
          .select({ email: users.email })
          .from(hackathonMembers)
          .innerJoin(users, eq(users.id, hackathonMembers.userId))
          .where(
            and(eq(hackathonMembers.hackathonId, hackathon.id), inArray(sql`lower(${users.email})`, unique)),
          )
      ).map((row) => row.email.toLowerCase()),
    );
    let room = hackathon.maxTeamSize - (await membersCount(tx, team.id));
    const invited: string[] = [];
    const failed: { email: string; reason: string }[] = [];
    const mail: OutgoingMessage[] = [];
    const link = `${publicUrl}/hackathon/${hackathon.slug}?team=${team.slug}&code=${team.inviteCode}`;
    for (const email of unique) {
      if (taken.has(email)) failed.push({ email, reason: 'Already in a team of this hackathon.' });
      else if (room <= 0) failed.push({ email, reason: `${team.name} has no room left.` });
      else {
        room -= 1;
        invited.push(email);
        await tx.insert(hackathonInvites).values({ teamId: team.id, email }).onConflictDoNothing();
        mail.push({
          to: email,
          subject: `${inviter} invites you to ${team.name} at ${hackathon.name}`,
          body: `Hello,\n\n${inviter} invites you to join the team ${team.name} at ${hackathon.name}.\n\nJoin with this link (sign in or sign up first): ${link}\n\nTeams have at most ${hackathon.maxTeamSize} members; the link works while ${team.name} has room.\n`,
        });
      }
    }
    return { invited, failed, outboxIds: await queueMessages(tx, mail) };
  });
}

/** The leader renames the team or sets its institute. */
export async function updateTeam(
  db: Db,
  team: TeamRow,
  { name, institute }: { name: string; institute?: string | undefined },
): Promise<TeamRow> {
  const [taken] = await db
    .select({ id: hackathonTeams.id })
    .from(hackathonTeams)
    .where(
      and(
        eq(hackathonTeams.hackathonId, team.hackathonId),
        sql`lower(${hackathonTeams.name}) = lower(${name})`,
        ne(hackathonTeams.id, team.id),
      ),
    );
  if (taken)
    throw new HttpError(409, 'team_name_taken', 'Another team of this hackathon has this name.', {
      name: 'Another team already has this name; choose another.',
    });
  const [updated] = await db
    .update(hackathonTeams)
    .set({ name, institute: institute === undefined ? team.institute : institute || null })
    .where(eq(hackathonTeams.id, team.id))
    .returning();
  return updated!;
}
