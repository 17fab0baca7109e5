import { normalizeWorkExperience } from '@learnforge/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { candidateResumes, institutes, jobApplications, type jobs, learnerInstitutes } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { cities } from './job-form';

/** What a candidate sends with an application (jobs-apply, contest-apply-jobs). */
export interface ApplicationForm {
  phone: string;
  state: string;
  city: string;
  graduation_year: number;
  work_experience: number | null;
  cover_note?: string | undefined;
}

/**
 * A job that names eligible institutes takes applications only from learners who study at one of them (the
 * institute chosen on their account page); an empty list lets everyone apply.
 */
async function requireEligibleInstitute(
  db: Db,
  job: { title: string; eligibleInstituteIds: number[] },
  userId: number,
) {
  if (job.eligibleInstituteIds.length === 0) return;
  const [mine] = await db
    .select({ instituteId: learnerInstitutes.instituteId })
    .from(learnerInstitutes)
    .where(eq(learnerInstitutes.userId, userId));
  if (mine && job.eligibleInstituteIds.includes(mine.instituteId)) return;
  const eligible = await db
    .select({ name: institutes.name })
    .from(institutes)
    .where(inArray(institutes.id, job.eligibleInstituteIds))
    .orderBy(asc(institutes.name));
  throw new HttpError(
    403,
    'not_eligible',
    `${job.title} takes applications from students of ${eligible.map((row) => row.name).join(', ')} only. If you study at one of them, choose it as your institute on your account page.`,
  );
}

/**
 * Sends one application for a published job with the candidate's last uploaded résumé, from the job's
 * page or from its hiring contest: a closed job is 409, a learner outside the job's institutes 403, no résumé or a place off the list 400 beside the
 * field. Returns when an earlier application was sent instead (applications are sent once).
 */
export async function sendApplication(
  db: Db,
  userId: number,
  { job, open }: { job: typeof jobs.$inferSelect; open: boolean },
  form: ApplicationForm,
): Promise<{ sent: true } | { sent: false; appliedAt: Date | null }> {
  const [resume] = await db.select().from(candidateResumes).where(eq(candidateResumes.userId, userId));
  if (!open)
    throw new HttpError(
      409,
      'applications_closed',
      `Applications for ${job.title} closed on ${job.lastApplyDate.slice(0, 16)}.`,
    );
  await requireEligibleInstitute(db, job, userId);
  const fields: Record<string, string> = {};
  if (!resume) fields.resume = 'Upload your résumé (a PDF or Word file) before you apply.';
  const city = cities.find((entry) => entry.name.toLowerCase() === form.city.toLowerCase());
  if (!cities.some((entry) => entry.state === form.state)) fields.state = 'Choose a state from the list.';
  else if (!city || city.state !== form.state) fields.city = `Choose a city in ${form.state}.`;
  if (Object.keys(fields).length > 0) throw badRequest('Some fields of the application are invalid.', fields);
  const [created] = await db
    .insert(jobApplications)
    .values({
      jobId: job.id,
      userId,
      phone: form.phone,
      state: form.state,
      city: city!.name,
      graduationYear: form.graduation_year,
      // 11 months or less is no work experience to speak of (001 §5): stored as unset.
      workExperience: normalizeWorkExperience(form.work_experience),
      coverNote: form.cover_note || null,
      resumeKey: resume!.storageKey,
      resumeFilename: resume!.filename,
      resumeContentType: resume!.contentType,
    })
    .onConflictDoNothing()
    .returning({ id: jobApplications.id });
  if (created) return { sent: true };
  const [earlier] = await db
    .select({ appliedAt: jobApplications.appliedAt })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, userId)));
  return { sent: false, appliedAt: earlier?.appliedAt ?? null };
}
