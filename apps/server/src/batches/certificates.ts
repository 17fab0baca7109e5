import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batchCertificates,
  batchEnrollments,
  batches,
  courses,
  orgDealAccess,
  orgDeals,
  trackCompletions,
  users,
} from '../db/schema';
import { COURSE_COMPLETION_POINTS, creditEventOnce } from '../rewards/points';
import type { ObjectStore } from '../storage/object-store';
import { pdfBuffer } from '../storage/pdf';
import { batchProgressPercent, learnerAccess } from './learning';

type Batch = typeof batches.$inferSelect;
type Course = typeof courses.$inferSelect;
type CertificateRow = typeof batchCertificates.$inferSelect;

/**
 * The completion rule (ADR 0054): every entity of every track of the batch done (videos, articles, quiz
 * questions and problems), by the same computation the batch page shows, while the learner still has access.
 */
export const CERTIFICATE_REQUIRED_PROGRESS = 100;

/** What the certificate jobs carry: one certificate's PDF, or a whole batch to issue (staff's request). */
export type CertificateJob = { certificateId: number } | { batchId: number; handles?: string[] };

/** Verification ids are public and unguessable: 10 characters of Crockford base 32 (50 bits). */
function verificationId(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(10);
  return `LF-${[...bytes].map((byte) => alphabet[byte % 32]).join('')}`;
}

const certificatePdfKey = (slug: string) => `certificates/${slug}.pdf`;

/** The address of the public verification page, printed on the certificate. */
export const verificationUrl = (publicUrl: string, slug: string) =>
  `${publicUrl.replace(/\/$/, '')}/certificate/${encodeURIComponent(slug)}`;

export interface CertificateStanding {
  eligible: boolean;
  /** Done over total in the whole batch, 0–100. */
  progress: number;
  certificate: CertificateRow | null;
}

/** Where a learner stands: their progress, whether the rule is met, and the certificate once issued. */
export async function certificateStanding(
  db: Db,
  userId: number,
  batch: Batch,
  course: Course,
): Promise<CertificateStanding> {
  const [[certificate], progress, access] = await Promise.all([
    db
      .select()
      .from(batchCertificates)
      .where(and(eq(batchCertificates.userId, userId), eq(batchCertificates.batchId, batch.id))),
    batchProgressPercent(db, batch.id, userId),
    learnerAccess(db, userId, batch, course),
  ]);
  return {
    // Once issued, a certificate stays: content added to the batch later does not take it back.
    eligible: certificate !== undefined || (access.hasAccess && progress >= CERTIFICATE_REQUIRED_PROGRESS),
    progress,
    certificate: certificate ?? null,
  };
}

/**
 * Issues the learner's certificate for the batch, once: the unique (learner, batch) index makes a second
 * call (a double click, the staff job racing the learner) return the first one. `created` says whether
 * this call made it, so only that caller queues the PDF.
 */
export async function issueCertificate(
  db: Db,
  userId: number,
  batch: Batch,
  course: Course,
): Promise<{ certificate: CertificateRow; created: boolean }> {
  const [holder] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(batchCertificates)
      .values({
        slug: verificationId(),
        userId,
        batchId: batch.id,
        holderName: holder?.name ?? '',
        courseName: course.name,
        batchName: batch.name,
      })
      .onConflictDoNothing({ target: [batchCertificates.userId, batchCertificates.batchId] })
      .returning();
    // Finishing the batch earns points with the certificate, in the same transaction (ADR 0058).
    if (row)
      await creditEventOnce(tx, {
        userId,
        points: COURSE_COMPLETION_POINTS,
        reason: 'course_completion',
        eventKey: `batch:${batch.id}`,
      });
    return row;
  });
  if (inserted) return { certificate: inserted, created: true };
  const [existing] = await db
    .select()
    .from(batchCertificates)
    .where(and(eq(batchCertificates.userId, userId), eq(batchCertificates.batchId, batch.id)));
  return { certificate: existing!, created: false };
}

/** Long dates as printed: 26 November 2026 (UTC, the day it was issued). */
const printedDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** The certificate as a PDF (pdfkit, as the invoices), its name, course and verification id as text. */
function renderCertificatePdf(certificate: CertificateRow, publicUrl: string): Promise<Buffer> {
  const options = {
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: `Certificate ${certificate.slug}`, Author: 'Learnforge' },
  } as const;
  return pdfBuffer(options, (pdf) => {
    const centred = { align: 'center' as const };
    pdf
      .rect(30, 30, pdf.page.width - 60, pdf.page.height - 60)
      .lineWidth(2)
      .stroke('#1f5f8b');
    pdf.moveDown(2);
    pdf.font('Helvetica-Bold').fontSize(30).fillColor('#1f5f8b').text('Certificate of completion', centred);
    pdf.moveDown();
    pdf.font('Helvetica').fontSize(14).fillColor('#222222').text('This certifies that', centred);
    pdf.moveDown(0.5);
    pdf.font('Helvetica-Bold').fontSize(26).text(certificate.holderName, centred);
    pdf.moveDown(0.5);
    pdf.font('Helvetica').fontSize(14).text('has completed every lesson, quiz and problem of', centred);
    pdf.moveDown(0.5);
    pdf.font('Helvetica-Bold').fontSize(18).text(certificate.courseName, centred);
    pdf.font('Helvetica').fontSize(13).text(`Batch: ${certificate.batchName}`, centred);
    pdf.moveDown(1.5);
    pdf.fontSize(12).text(`Issued on ${printedDate(certificate.issuedAt)}`, centred);
    pdf.text(`Verification id: ${certificate.slug}`, centred);
    pdf.text(`Verify at ${verificationUrl(publicUrl, certificate.slug)}`, centred);
  });
}

/** Writes one certificate's PDF into the object store, unless it is there already (a retried job). */
async function writeCertificatePdf(
  db: Db,
  store: ObjectStore,
  publicUrl: string,
  certificateId: number,
): Promise<void> {
  const [certificate] = await db
    .select()
    .from(batchCertificates)
    .where(eq(batchCertificates.id, certificateId));
  if (!certificate || certificate.pdfKey) return;
  const key = certificatePdfKey(certificate.slug);
  await store.put(key, await renderCertificatePdf(certificate, publicUrl));
  await db.update(batchCertificates).set({ pdfKey: key }).where(eq(batchCertificates.id, certificateId));
}

/**
 * Everyone who may be a learner of the batch: enrolled, holding a licence, or (a free batch) anyone who
 * completed something in it; only the named handles when staff name some. The rule then decides for each.
 */
export async function candidateLearnerIds(
  db: Db,
  batchId: number,
  handles: string[] | undefined,
): Promise<number[]> {
  const [enrolled, licensed, active] = await Promise.all([
    db
      .select({ id: batchEnrollments.userId })
      .from(batchEnrollments)
      .where(eq(batchEnrollments.batchId, batchId)),
    db
      .select({ id: orgDealAccess.userId })
      .from(orgDealAccess)
      .innerJoin(orgDeals, eq(orgDeals.id, orgDealAccess.dealId))
      .where(and(eq(orgDeals.batchId, batchId), isNull(orgDealAccess.revokedAt))),
    db
      .selectDistinct({ id: trackCompletions.userId })
      .from(trackCompletions)
      .where(eq(trackCompletions.batchId, batchId)),
  ]);
  let ids = [...new Set([...enrolled, ...licensed, ...active].map((row) => row.id))].sort((a, b) => a - b);
  if (handles) {
    const named =
      handles.length === 0
        ? []
        : await db.select({ id: users.id }).from(users).where(inArray(users.handle, handles));
    const wanted = new Set(named.map((user) => user.id));
    ids = ids.filter((id) => wanted.has(id));
  }
  return ids;
}

/**
 * Issues the batch's certificates to every learner (or the named handles) who meets the rule, and writes
 * each new one's PDF. Learners already holding one are left as they are, so a retried job issues nothing twice.
 */
async function issueBatchCertificates(
  db: Db,
  store: ObjectStore,
  publicUrl: string,
  batchId: number,
  handles: string[] | undefined,
): Promise<void> {
  const [row] = await db
    .select({ batch: batches, course: courses })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.id, batchId));
  if (!row) return;
  for (const userId of await candidateLearnerIds(db, batchId, handles)) {
    const standing = await certificateStanding(db, userId, row.batch, row.course);
    if (!standing.eligible) continue;
    const { certificate } = standing.certificate
      ? { certificate: standing.certificate }
      : await issueCertificate(db, userId, row.batch, row.course);
    await writeCertificatePdf(db, store, publicUrl, certificate.id);
  }
}

/** The `certificate` queue's handler (ADR 0045, 0054). */
export async function runCertificateJob(
  db: Db,
  store: ObjectStore,
  publicUrl: string,
  job: CertificateJob,
): Promise<void> {
  if ('certificateId' in job) await writeCertificatePdf(db, store, publicUrl, job.certificateId);
  else await issueBatchCertificates(db, store, publicUrl, job.batchId, job.handles);
}
