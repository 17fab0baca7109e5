import { eq } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { consentForms, termsOfServiceVersions, userConsents } from '../../db/schema-site';
import { HttpError, notFound } from '../../http/errors';
import { TERMS_CONSENT_SOURCE } from '../content';
import { consentView, termsView } from '../site-views';

export const handleTermsGet: PublicHandler<'terms-get'> = ({ database, user, input }) =>
  termsView(database.db, user?.id, input.query.version);

// Publishing a version also moves the terms consent form to it, so everyone is asked again.
export const handleTermsUpdate: Handler<'terms-update'> = async ({ database, user, input }) => {
  const { version, content } = input.body;
  await database.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: termsOfServiceVersions.id })
      .from(termsOfServiceVersions)
      .where(eq(termsOfServiceVersions.version, version));
    if (existing) {
      throw new HttpError(
        409,
        'version_exists',
        `Version "${version}" is already published; choose a new one.`,
        {
          version: 'This version is already published.',
        },
      );
    }
    await tx.insert(termsOfServiceVersions).values({ version, content, publishedBy: user?.id ?? null });
    await tx
      .insert(consentForms)
      .values({
        source: TERMS_CONSENT_SOURCE,
        version,
        text: 'I have read the terms of service and accept them.',
      })
      .onConflictDoUpdate({ target: consentForms.source, set: { version } });
  });
  return termsView(database.db, user?.id, version);
};

export const handleUserConsentFormGet: Handler<'user-consent-form-get'> = ({ database, user, input }) =>
  consentView(database.db, user.id, input.query.source);

export const handleUserConsentFormPut: Handler<'user-consent-form-put'> = async ({
  database,
  user,
  input,
}) => {
  const { source } = input.query;
  const userId = user.id;
  const [form] = await database.db.select().from(consentForms).where(eq(consentForms.source, source));
  if (!form) throw notFound(`There is no consent form for "${source}".`);
  if (form.version !== input.body.version) {
    throw new HttpError(
      409,
      'consent_changed',
      'This form has changed since you opened it. Read the new version and answer again.',
    );
  }
  const answer = { version: form.version, accepted: input.body.accepted, answeredAt: new Date() };
  await database.db
    .insert(userConsents)
    .values({ userId, source, ...answer })
    .onConflictDoUpdate({ target: [userConsents.userId, userConsents.source], set: answer });
  return consentView(database.db, userId, source);
};
