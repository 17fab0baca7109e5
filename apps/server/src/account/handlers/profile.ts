import { eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { institutes, learnerInstitutes, users } from '../../db/schema';
import { countryCallingCodes } from '../../db/schema-site';
import { badRequest } from '../../http/errors';
import { pointsBalance } from '../../rewards/points';
import { storeImage } from '../../uploads/images';

/** The institute organization that admitted the learner, whose admin sets their institute. */
const admittedBy = (user: SessionUser) =>
  user.organization?.type === 'institute' ? user.organization.name : null;

async function detailsOf(db: Db, user: SessionUser) {
  const [[row], points] = await Promise.all([
    db
      .select({
        country: users.country,
        phone: users.phone,
        graduationYear: users.graduationYear,
        imageUrl: users.imageUrl,
        instituteId: institutes.id,
        instituteName: institutes.name,
      })
      .from(users)
      .leftJoin(learnerInstitutes, eq(learnerInstitutes.userId, users.id))
      .leftJoin(institutes, eq(institutes.id, learnerInstitutes.instituteId))
      .where(eq(users.id, user.id)),
    // Points to spend: earned by solving, plus wheel prizes, less redeems (ADR 0058).
    pointsBalance(db, user.id),
  ]);
  return {
    handle: user.handle,
    name: user.name,
    email: user.email,
    image_url: row?.imageUrl ?? null,
    country: row?.country ?? null,
    phone: row?.phone ?? null,
    graduation_year: row?.graduationYear ?? null,
    // An institute organization that admitted the learner is their institute (000 §3); else the one they chose.
    institute: admittedBy(user) ?? row?.instituteName ?? null,
    institute_id: row?.instituteId ?? null,
    institute_set_by_organization: admittedBy(user) !== null,
    premiumPlanId: user.premiumPlanId,
    reward_points: points,
    roles: user.roles,
    organization_slug: user.organization?.slug ?? null,
  };
}

export const handleUserDetails: Handler<'user-details'> = ({ user, database: { db } }) => detailsOf(db, user);

/**
 * Changes only the fields sent. Every field is checked before anything is written, and a refusal names
 * the field. A learner an institute organization admitted keeps that institute; anyone else picks one from
 * the institutes list, or clears it with null.
 */
export const handleUserProfile: Handler<'user-profile'> = async ({ input, user, database: { db } }) => {
  const { body } = input;
  const fields: Record<string, string> = {};
  const name = body.name?.trim();
  if (body.name !== undefined && !name) fields.name = 'Enter your name.';
  if (body.institute_id !== undefined && admittedBy(user) !== null)
    fields.institute_id = 'Your institute is the organization that admitted you; ask its admin to change it.';
  else if (body.institute_id) {
    const [known] = await db
      .select({ id: institutes.id })
      .from(institutes)
      .where(eq(institutes.id, body.institute_id));
    if (!known) fields.institute_id = 'Choose an institute from the list.';
  }
  let country: string | null | undefined;
  if (body.country !== undefined) {
    country = body.country.trim() || null;
    if (country) {
      const [known] = await db
        .select({ country: countryCallingCodes.country })
        .from(countryCallingCodes)
        .where(eq(countryCallingCodes.country, country));
      if (!known) fields.country = 'Choose a country from the list.';
    }
  }
  const phone = body.phone === undefined ? undefined : body.phone.trim() || null;
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);

  const changes = {
    ...(name ? { name } : {}),
    ...(country !== undefined ? { country } : {}),
    ...(phone !== undefined ? { phone } : {}),
    ...(body.graduation_year !== undefined ? { graduationYear: body.graduation_year } : {}),
  };
  const instituteId = body.institute_id;
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length) await tx.update(users).set(changes).where(eq(users.id, user.id));
    if (instituteId === null) await tx.delete(learnerInstitutes).where(eq(learnerInstitutes.userId, user.id));
    else if (instituteId !== undefined)
      await tx
        .insert(learnerInstitutes)
        .values({ userId: user.id, instituteId })
        .onConflictDoUpdate({
          target: learnerInstitutes.userId,
          set: { instituteId, updatedAt: new Date() },
        });
  });
  return detailsOf(db, { ...user, name: name ?? user.name });
};

export const handleUserProfileUploadImage: Handler<'user-profile-upload-image'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const imageUrl = await storeImage(request.server.objectStore, input.body.image, 'image');
  await db.update(users).set({ imageUrl }).where(eq(users.id, user.id));
  return { image_url: imageUrl };
};
