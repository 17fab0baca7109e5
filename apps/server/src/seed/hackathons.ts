import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  hackathonMembers,
  hackathonRounds,
  hackathonSections,
  hackathonSubmissions,
  hackathons,
  hackathonTeams,
  users,
} from '../db/schema';
import { utcDay } from './calendar';

const day = 24 * 3_600_000;

/**
 * Demo hackathons dated from the seed day (ADR 0077): Campus Build Sprint is running, its first round open for a
 * week and a second round after it, with two teams of demo students (291 to 295), one of which has submitted;
 * Winter AI Jam is an organiser's unpublished draft.
 */
export async function seedHackathonData(db: Db, today = new Date()): Promise<void> {
  const midnight = utcDay(today);
  const at = (days: number) => new Date(midnight + days * day);
  const [sprint] = await db
    .insert(hackathons)
    .values([
      {
        slug: 'campus-build-sprint',
        name: 'Campus Build Sprint',
        tagline: 'Two weeks, teams of two to four, one project that helps your campus.',
        startsAt: at(-2),
        endsAt: at(14),
        minTeamSize: 2,
        maxTeamSize: 4,
        prizes: [
          { title: 'Winner', amount: 50000, description: 'For the team with the best project on demo day.' },
          { title: 'Runner-up', amount: 25000, description: 'For the second-best project.' },
        ],
        faq: [
          {
            question: 'Can I take part alone?',
            answer:
              'No: a team needs at least two members to submit. Register, then invite a friend with your team’s link.',
          },
          {
            question: 'Can we change our submission?',
            answer: 'Yes, as often as you like until the round’s deadline. After it, submissions are closed.',
          },
        ],
        stepsCompleted: ['basic', 'rounds', 'prizes', 'faq'],
        published: true,
      },
      {
        slug: 'winter-ai-jam',
        name: 'Winter AI Jam',
        tagline: 'A draft: build something useful with a small language model.',
        startsAt: at(40),
        endsAt: at(47),
        minTeamSize: 1,
        maxTeamSize: 3,
        stepsCompleted: ['basic'],
        published: false,
      },
    ])
    .returning();
  await db.insert(hackathonRounds).values([
    {
      hackathonId: sprint!.id,
      position: 0,
      name: 'Round 1: Prototype',
      startsAt: at(-2),
      endsAt: at(6),
      submissionType: 'link',
    },
    {
      hackathonId: sprint!.id,
      position: 1,
      name: 'Round 2: Demo day',
      startsAt: at(7),
      endsAt: at(13),
      submissionType: 'link',
    },
  ]);
  await db.insert(hackathonSections).values([
    {
      hackathonId: sprint!.id,
      title: 'About',
      body: 'Build something that makes life on your campus better: a timetable helper, a lost-and-found, a canteen queue.\n\nRound 1 asks for a working prototype and a short description. The teams shortlisted from it show their project on demo day.',
      order: 0,
    },
    {
      hackathonId: sprint!.id,
      title: 'Rules',
      body: '- Teams of 2 to 4 people; one team per person.\n- Submit a link to your project (a repository or a live page) before each round’s deadline.\n- Work done before the hackathon started does not count.',
      order: 1,
    },
    {
      hackathonId: sprint!.id,
      title: 'Judging',
      body: 'Each submission is scored out of 100 for usefulness, working code and clarity. The best teams of a round are shortlisted for the next.',
      order: 2,
    },
  ]);
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        [291, 292, 293, 294, 295].map((n) => `student${n}@demo.test`),
      ),
    )
    .orderBy(users.id);
  if (students.length < 5) return;
  const [nullPointers, byteClub] = await db
    .insert(hackathonTeams)
    .values([
      {
        hackathonId: sprint!.id,
        slug: 'null-pointers',
        name: 'Null Pointers',
        leaderId: students[0]!.id,
        institute: 'Demo Institute of Technology',
        inviteCode: 'null-pointers-demo-code',
      },
      {
        hackathonId: sprint!.id,
        slug: 'byte-club',
        name: 'Byte Club',
        leaderId: students[3]!.id,
        institute: 'City College',
        inviteCode: 'byte-club-demo-code',
      },
    ])
    .returning();
  await db.insert(hackathonMembers).values(
    students.map((student, index) => ({
      hackathonId: sprint!.id,
      userId: student.id,
      teamId: index < 3 ? nullPointers!.id : byteClub!.id,
      joinedAt: at(-2 + index / 10),
    })),
  );
  const [round1] = await db
    .select()
    .from(hackathonRounds)
    .where(inArray(hackathonRounds.hackathonId, [sprint!.id]))
    .orderBy(hackathonRounds.position);
  await db.insert(hackathonSubmissions).values({
    teamId: nullPointers!.id,
    roundId: round1!.id,
    projectTitle: 'Canteen queue',
    description: 'Order ahead and pick up when your token is called.',
    link: 'https://example.org/null-pointers/canteen-queue',
    submittedBy: students[0]!.id,
    submittedAt: at(-1),
    updatedAt: at(-1),
  });
}
