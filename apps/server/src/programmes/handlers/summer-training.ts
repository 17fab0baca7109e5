import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { summerTrainingRegistrations, summerTrainingTracks } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { csvDownload, pages } from '../../org-dashboard/csv';
import { unregisteredForm } from '../registration-form';

type RegistrationRow = typeof summerTrainingRegistrations.$inferSelect;

/** Every track with its seats and how many are taken, by name: the learners' seats left and the staff's view. */
const tracksWithSeatsTaken = (db: Db) =>
  db
    .select({
      slug: summerTrainingTracks.slug,
      name: summerTrainingTracks.name,
      seats: summerTrainingTracks.seats,
      taken: count(summerTrainingRegistrations.userId),
    })
    .from(summerTrainingTracks)
    .leftJoin(
      summerTrainingRegistrations,
      eq(summerTrainingRegistrations.trackSlug, summerTrainingTracks.slug),
    )
    .groupBy(summerTrainingTracks.slug)
    .orderBy(asc(summerTrainingTracks.name));

const registrationView = (row: RegistrationRow) => ({
  registered: true,
  name: row.name,
  email: row.email,
  phone: row.phone,
  institute: row.institute,
  graduation_year: row.graduationYear,
  preferred_track: row.trackSlug,
});

export const handleSummerTrainingRegistration: Handler<'summer-training-registration-get'> = async ({
  user,
  database: { db },
}) => {
  const [row] = await db
    .select()
    .from(summerTrainingRegistrations)
    .where(eq(summerTrainingRegistrations.userId, user.id));
  if (row) return registrationView(row);
  return { ...(await unregisteredForm(db, user.id)), preferred_track: null };
};

/**
 * Registers, or changes the details of a registration. A track's seats are counted under a lock of the
 * track's row, so two people taking its last seat at once cannot both get it; keeping one's own track
 * never needs a free seat.
 */
export const handleSummerTrainingRegister: Handler<'summer-training-registration-post'> = async ({
  input: { body },
  user,
  database: { db },
}) =>
  db.transaction(async (tx) => {
    const [track] = await tx
      .select()
      .from(summerTrainingTracks)
      .where(eq(summerTrainingTracks.slug, body.preferred_track))
      .for('update');
    if (!track)
      throw badRequest('Choose one of the tracks.', { preferred_track: 'Choose one of the tracks' });
    const [taken] = await tx
      .select({ n: count() })
      .from(summerTrainingRegistrations)
      .where(
        and(
          eq(summerTrainingRegistrations.trackSlug, track.slug),
          ne(summerTrainingRegistrations.userId, user.id),
        ),
      );
    if ((taken?.n ?? 0) >= track.seats)
      throw new HttpError(409, 'track_full', `${track.name} has no seats left.`, {
        preferred_track: `${track.name} has no seats left; choose another track`,
      });
    const values = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      institute: body.institute,
      graduationYear: body.graduation_year,
      trackSlug: track.slug,
    };
    const [row] = await tx
      .insert(summerTrainingRegistrations)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: summerTrainingRegistrations.userId, set: values })
      .returning();
    return registrationView(row!);
  });

export const handleSummerTrainingTracks: PublicHandler<'x-summer-training-tracks'> = async ({
  database: { db },
}) => {
  const rows = await tracksWithSeatsTaken(db);
  return {
    results: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      seats_left: Math.max(0, row.seats - row.taken),
    })),
  };
};

const REGISTRATIONS_PAGE = 50;
const ofTrack = (track: string | undefined) =>
  track ? eq(summerTrainingRegistrations.trackSlug, track) : undefined;

/** For the staff who run the programme: each track's seats and seats taken, and its registrations. */
export const handleSummerTrainingRegistrations: Handler<'x-summer-training-registrations'> = async ({
  input: { query },
  database: { db },
}) => {
  const page = query.page ?? 1;
  const size = query.page_size ?? REGISTRATIONS_PAGE;
  const [tracks, rows, [total]] = await Promise.all([
    tracksWithSeatsTaken(db),
    db
      .select()
      .from(summerTrainingRegistrations)
      .where(ofTrack(query.track))
      .orderBy(desc(summerTrainingRegistrations.registeredAt), asc(summerTrainingRegistrations.userId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(summerTrainingRegistrations).where(ofTrack(query.track)),
  ]);
  return {
    tracks,
    results: rows.map((row) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      institute: row.institute,
      graduation_year: row.graduationYear,
      track: row.trackSlug,
      registered_at: row.registeredAt.toISOString(),
    })),
    count: total?.n ?? 0,
    page,
    page_size: size,
  };
};

type RegistrationCsvRow = typeof summerTrainingRegistrations.$inferSelect;

/** The registrations as a CSV streamed a keyset page at a time, formula-safe (csv.ts). */
export const handleSummerTrainingRegistrationsCsv: Handler<'x-summer-training-registrations-csv'> = async ({
  input: { query },
  database: { db },
}) => {
  const rows = pages<RegistrationCsvRow>((after) =>
    db
      .select()
      .from(summerTrainingRegistrations)
      .where(
        and(ofTrack(query.track), after ? gt(summerTrainingRegistrations.userId, after.userId) : undefined),
      )
      .orderBy(asc(summerTrainingRegistrations.userId))
      .limit(500),
  );
  return csvDownload(
    `summer-training${query.track ? `-${query.track.replace(/[^\w-]/g, '')}` : ''}.csv`,
    [
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Phone', value: (row) => row.phone },
      { header: 'Institute', value: (row) => row.institute },
      { header: 'Graduation year', value: (row) => row.graduationYear },
      { header: 'Track', value: (row) => row.trackSlug },
      { header: 'Registered at', value: (row) => row.registeredAt.toISOString() },
    ],
    rows,
  );
};
