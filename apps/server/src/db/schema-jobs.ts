import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contests } from './schema-contests';
import { organizations, users } from './schema-core';

/** Institutes offered in the job form (POST and GET /institutes/, 000 §7) and to learners on their profile. */
export const institutes = pgTable(
  'institutes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('institutes_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * The institute a learner says they study at, picked from `institutes` on their account page (002 User:
 * institutes). Not organization membership: choosing one gives that institute's admins nothing.
 */
export const learnerInstitutes = pgTable('learner_institutes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instituteId: integer('institute_id')
    .notNull()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobDesignations = pgTable(
  'job_designations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('job_designations_name_idx').on(sql`lower(${t.name})`)],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('skills_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * Contests outside any batch, open to anyone who registers: the hiring assessments a job can name
 * (000 §7, `contest_batch_type=non_batch_contest`). Kept apart from batch_contests, which the
 * organization dashboard reads by batch (docs/adr, "open contests"). Status codes of 000 §4.
 */
export const openContests = pgTable(
  'open_contests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(2),
    /** The contest learners sit (ADR 0039); title, times and status are kept equal to it. */
    contestId: integer('contest_id')
      .unique()
      .references(() => contests.id, { onDelete: 'cascade' }),
  },
  (t) => [index('open_contests_start_idx').on(t.startTime)],
);

/** Jobs posted through the job form of 001 §3. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** name, website, logo, about of the hiring organization (001 §3). */
    organization: jsonb('organization').notNull(),
    designationId: integer('designation_id').references(() => jobDesignations.id),
    designationText: text('designation_text').notNull(),
    locationType: text('location_type', { enum: ['onsite', 'remote', 'hybrid'] }).notNull(),
    locations: text('locations').array().notNull().default(sql`ARRAY[]::text[]`),
    employmentType: text('employment_type', {
      enum: ['full-time', 'part-time', 'internship', 'contract'],
    }).notNull(),
    description: text('description').notNull(),
    salaryMin: doublePrecision('salary_min').notNull(),
    salaryMax: doublePrecision('salary_max').notNull(),
    salaryType: integer('salary_type').notNull().default(2),
    experienceMin: doublePrecision('experience_min').notNull(),
    experienceMax: doublePrecision('experience_max').notNull(),
    skillSets: text('skill_sets').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Local date-times as the form sends them, always with seconds (000 §5). */
    publishDate: timestamp('publish_date', { mode: 'string' }).notNull(),
    lastApplyDate: timestamp('last_apply_date', { mode: 'string' }).notNull(),
    /** Institutes whose students may apply; empty means everyone. */
    eligibleInstituteIds: integer('eligible_institute_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    /** The open contest candidates sit as the job's assessment. */
    contestSlug: text('contest_slug').references(() => openContests.slug, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    recruiterId: integer('recruiter_id').references(() => users.id),
    /** The organization whose recruiters see this job and its candidates; null for jobs staff post. */
    ownerOrganizationId: integer('owner_organization_id').references(() => organizations.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_recruiter_idx').on(t.recruiterId)],
);

/**
 * A learner's current résumé (one per person; a new upload replaces it). The bytes live in the object
 * store under `storage_key` (`resumes/{uuid}.pdf|docx`), a folder `/uploads/` never serves: a résumé is
 * only ever sent as an attachment to its owner or to the recruiters of the jobs it was sent to.
 */
export const candidateResumes = pgTable('candidate_resumes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hiring pipeline a candidate moves through (001 §2 candidate list). */
export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;

/**
 * One learner's application to one job: the profile and résumé as they were when they applied, and
 * where the recruiter has moved them. A person applies once per job (unique job and user).
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('applied'),
    rejectionReason: text('rejection_reason'),
    phone: text('phone').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    graduationYear: smallint('graduation_year').notNull(),
    /** Months; null when unset or 11 and under (001 §5, normalizeWorkExperience). */
    workExperience: integer('work_experience'),
    coverNote: text('cover_note'),
    /** A copy of the résumé as sent, so a later upload does not change what this recruiter received. */
    resumeKey: text('resume_key').notNull(),
    resumeFilename: text('resume_filename').notNull(),
    resumeContentType: text('resume_content_type').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_job_user_idx').on(t.jobId, t.userId),
    index('job_applications_user_idx').on(t.userId),
  ],
);

/**
 * The recruiter's legal contract, one row per version (001 §6): the newest by `published_at` is the one in
 * force, and a recruiter signs each version once before the job portal lets them do anything else.
 */
export const recruiterContractVersions = pgTable('recruiter_contract_versions', {
  version: text('version').primaryKey(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who signed which version, when and from which address (kept; never overwritten by a later sign). */
export const recruiterContractSignatures = pgTable(
  'recruiter_contract_signatures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version')
      .notNull()
      .references(() => recruiterContractVersions.version),
    signatoryName: text('signatory_name').notNull(),
    signatoryDesignation: text('signatory_designation').notNull(),
    ipAddress: text('ip_address').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

/**
 * What an organization bought for hiring (001 §3): each job posting uses one unit of `job_posting`.
 * The check keeps the quantity from ever falling below 0 (001 §5), whatever runs concurrently.
 */
export const recruiterProducts = pgTable(
  'recruiter_products',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    product: text('product', { enum: ['job_posting', 'assessment', 'candidate_search'] }).notNull(),
    remainingQuantity: integer('remaining_quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recruiter_products_org_product_idx').on(t.organizationId, t.product),
    check('recruiter_products_quantity_not_negative', sql`${t.remainingQuantity} >= 0`),
  ],
);

/**
 * A recruiter's assessment ("mcs", 001 §1): the test's details and bank questions until its contest is
 * generated, then the contest of the contest engine (ADR 0090) that candidates sit, proctored.
 */
export const jobAssessments = pgTable(
  'job_assessments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    proctored: boolean('proctored').notNull().default(true),
    questionIds: integer('question_ids').array().notNull().default(sql`ARRAY[]::integer[]`),
    /** Library problems for the generated contest's coding section, in order, with their points. */
    problems: jsonb('problems').$type<{ slug: string; points: number }[]>().notNull().default([]),
    contestId: integer('contest_id')
      .unique()
      .references(() => contests.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_assessments_organization_idx').on(t.organizationId)],
);

/** One invitation per address and assessment (the primary key): the link is mailed once. */
export const jobAssessmentInvites = pgTable(
  'job_assessment_invites',
  {
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => jobAssessments.id, { onDelete: 'cascade' }),
    /** Lower-cased; matched against the signed-in person's address when they register for the contest. */
    email: text('email').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.email] })],
);
