import { and, desc, eq } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { pageOf } from '../../db/paging';
import { batchCertificates, users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { batchBySlug } from '../batch-access';
import {
  CERTIFICATE_REQUIRED_PROGRESS,
  type CertificateJob,
  candidateLearnerIds,
  certificateStanding,
  issueCertificate,
  verificationUrl,
} from '../certificates';
import { requireBatchAccess } from '../learning';

const NO_CERTIFICATE = 'No certificate has this verification id.';

/**
 * GET certificate/?batch_slug=: where the learner stands, and their certificate. The first time it is asked
 * for once the rule is met, it is issued and its PDF is queued; later calls report the job's progress.
 */
export const handleBatchCertificate: Handler<'batch-certificate'> = async ({
  input,
  user,
  config,
  request,
  database: { db },
}) => {
  const { batch, course } = await requireBatchAccess(db, user, input.query.batch_slug);
  const standing = await certificateStanding(db, user.id, batch, course);
  let certificate = standing.certificate;
  if (standing.eligible && !certificate) {
    const issued = await issueCertificate(db, user.id, batch, course);
    certificate = issued.certificate;
    if (issued.created) {
      const job: CertificateJob = { certificateId: certificate.id };
      await request.server.jobQueue.send('certificate', job);
    }
  }
  return {
    eligible: standing.eligible,
    required_progress: CERTIFICATE_REQUIRED_PROGRESS,
    user_progress: Math.min(100, Math.floor(standing.progress)),
    status: certificate === null ? 'not_eligible' : certificate.pdfKey ? 'ready' : 'generating',
    certificate_slug: certificate?.slug ?? null,
    verification_url: certificate ? verificationUrl(config.publicUrl, certificate.slug) : null,
    issued_at: certificate?.issuedAt.toISOString() ?? null,
  };
};

/** The PDF, for its holder only; anyone else learns nothing about whether it exists (404). */
export const handleCertificatePdf: Handler<'x-batch-certificate-pdf'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const [certificate] = await db
    .select()
    .from(batchCertificates)
    .where(and(eq(batchCertificates.slug, input.path.slug), eq(batchCertificates.userId, user.id)));
  if (!certificate) throw notFound('You hold no certificate with this id.');
  const bytes = certificate.pdfKey ? await request.server.objectStore.get(certificate.pdfKey) : null;
  if (!bytes)
    throw new HttpError(
      409,
      'conflict',
      'Your certificate is still being written. Try again in a few seconds.',
    );
  return { filename: `certificate-${certificate.slug}.pdf`, contentType: 'application/pdf', body: bytes };
};

/** The public verification page's data: what the certificate itself shows, nothing more. */
export const handleCertificateDetails: PublicHandler<'batch-certificate-details'> = async ({
  input,
  database: { db },
}) => {
  const [certificate] = await db
    .select()
    .from(batchCertificates)
    .where(eq(batchCertificates.slug, input.path.slug));
  if (!certificate) throw notFound(NO_CERTIFICATE);
  return {
    certificate_slug: certificate.slug,
    holder_name: certificate.holderName,
    course_name: certificate.courseName,
    batch_name: certificate.batchName,
    issued_at: certificate.issuedAt.toISOString(),
  };
};

/** Staff: issue the batch's certificates to every learner who meets the rule, as a background job. */
export const handleGenerateBatchCertificates: Handler<'staff-dash-generate-certificate'> = async ({
  input,
  request,
  database: { db },
}) => {
  const { batch } = await batchBySlug(db, input.body.batch_slug);
  const job: CertificateJob = input.body.handles
    ? { batchId: batch.id, handles: input.body.handles }
    : { batchId: batch.id };
  await request.server.jobQueue.send('certificate', job);
  const learners = (await candidateLearnerIds(db, batch.id, input.body.handles)).length;
  return {
    message: `Certificates of ${batch.name} are being issued to every learner who has completed it.`,
    learners,
  };
};

/** GET batch/{slug}/certificates/: staff who run batches see who holds the batch's certificate (ADR 0087). */
export const handleBatchCertificateHolders: Handler<'x-batch-certificate-holders'> = async ({
  input,
  config,
  database: { db },
}) => {
  const { batch } = await batchBySlug(db, input.path.slug);
  const holders = db
    .select({ certificate: batchCertificates, handle: users.handle })
    .from(batchCertificates)
    .innerJoin(users, eq(users.id, batchCertificates.userId))
    .where(eq(batchCertificates.batchId, batch.id))
    .$dynamic();
  return pageOf(
    db,
    input.query,
    holders,
    [desc(batchCertificates.issuedAt), desc(batchCertificates.id)],
    (row) => ({
      handle: row.handle,
      name: row.certificate.holderName,
      certificate_slug: row.certificate.slug,
      issued_at: row.certificate.issuedAt.toISOString(),
      status: row.certificate.pdfKey ? ('ready' as const) : ('generating' as const),
      verification_url: verificationUrl(config.publicUrl, row.certificate.slug),
    }),
  );
};
