import { decrementRemainingQuantity } from '@learnforge/domain';
import { and, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contests,
  institutes,
  jobApplications,
  jobs,
  learnerInstitutes,
  organizations,
  outbox,
  quizQuestions,
  recruiterContractSignatures,
  recruiterContractVersions,
  recruiterProducts,
  users,
} from '../src/db/schema';
import { RECRUITER_CONTRACT_VERSION } from '../src/seed/jobs';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = '/api/latest';
type Client = Awaited<ReturnType<typeof signedInClient>>;
const signedIn = (email: string) => signedInClient(server.url, email);

/** The smallest bytes each kind is recognised by: a PDF header, and a ZIP holding word/document.xml. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOCX = new Uint8Array([
  0x50,
  0x4b,
  3,
  4,
  ...new TextEncoder().encode('\u0014\u0000\u0000\u0000word/document.xml<w:document/>'),
]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function upload(client: Client, bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return client.request('POST', `${api}/jobs/resume/upload/`, undefined, {}, form);
}

const day = (offset: number) =>
  `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)} 10:00:00`;

/** A job straight in the table, dated around today so active and inactive do not depend on the seed's day. */
async function insertJob(overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await server.database.db
    .insert(jobs)
    .values({
      title: 'Go Platform Engineer',
      organization: { name: 'Gopher Works', website: 'https://gopher.example', about: 'Infrastructure.' },
      designationText: 'DevOps Engineer',
      locationType: 'remote',
      locations: [],
      employmentType: 'full-time',
      description: 'Run Kubernetes clusters and write Go services.',
      salaryMin: 1_200_000,
      salaryMax: 2_000_000,
      experienceMin: 2,
      experienceMax: 5,
      skillSets: ['Go', 'Kubernetes'],
      publishDate: day(-3),
      lastApplyDate: day(10),
      ...overrides,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

const application = (overrides: Record<string, unknown> = {}) => ({
  page_url: '/jobs/1',
  requestType: 'apply',
  phone: '+91 98765 43210',
  state: 'Karnataka',
  city: 'Bengaluru',
  graduation_year: 2024,
  work_experience: 18,
  ...overrides,
});

describe('job portal: the candidate side', () => {
  it('lists active, inactive and applied jobs with the filters and search, in the order that closes first', async () => {
    const open = await insertJob({ title: 'Go Platform Engineer (list)' });
    const closed = await insertJob({ title: 'Closed Go Role', lastApplyDate: day(-1) });
    const future = await insertJob({ title: 'Not Yet Published Go Role', publishDate: day(5) });
    const learner = await signedIn('student10@demo.test');
    const ids = async (query: string) =>
      ((await learner.get(`${api}/jobs/?${query}`)).json.results as { id: number }[]).map((job) => job.id);

    const active = await ids('status=active&page_size=100');
    expect(active).toContain(open);
    expect(active).not.toContain(closed);
    expect(active).not.toContain(future);
    expect(await ids('status=inactive&page_size=100')).toContain(closed);
    expect(await ids('status=active&skill=kubernetes&location_type=remote&search=platform')).toEqual([open]);
    expect(await ids('status=active&skill=kubernetes&experience=1')).not.toContain(open);
    expect(await ids('status=active&skill=kubernetes&experience=3&salary=1500000')).toContain(open);
    expect(await ids('status=active&skill=kubernetes&salary=2500000')).not.toContain(open);
    expect(await ids('status=active&location=pune&search=backend')).not.toContain(open);
    expect(await ids('status=applied')).toEqual([]);

    const filters = (await createSessionClient(server.url).get(`${api}/jobs/filters/`)).json;
    expect(filters.skills).toContain('Kubernetes');
    expect(filters.locations).toContain('Bengaluru');
    expect(filters.skills).not.toContain('Not Yet Published Go Role');
    // An unknown status is a clear 400, never a 500.
    const refused = await learner.get(`${api}/jobs/?status=archived`);
    expect(refused.status).toBe(400);
    expect((await createSessionClient(server.url).get(`${api}/jobs/?status=active`)).status).toBe(401);
  });

  it('shows a published job to anyone, with its organization, salary, deadline and hiring contest, and hides unpublished ones', async () => {
    const anonymous = createSessionClient(server.url);
    const [seeded] = await server.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.title, 'Backend Developer (Java)'));
    const details = await anonymous.get(`${api}/jobs/${seeded!.id}/details/`);
    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({
      title: 'Backend Developer (Java)',
      organization: { name: 'Demo Company' },
      salary: { min: 800000, max: 1400000, salary_type: 2 },
      is_open: true,
      contest: { slug: 'hiring-java-backend-assessment' },
      application_status: null,
    });
    const future = await insertJob({ publishDate: day(5) });
    expect((await anonymous.get(`${api}/jobs/${future}/details/`)).status).toBe(404);
  });

  it('takes a PDF or Word résumé by its bytes, refuses anything else or anything over 5 MB, and never serves it inline', async () => {
    const learner = await signedIn('student11@demo.test');
    const renamed = await upload(learner, PNG, 'resume.pdf');
    expect(renamed.status).toBe(400);
    expect(renamed.json.error).toMatchObject({ fields: { file: 'Choose a PDF or a Word (.docx) file.' } });
    const script = await upload(learner, new TextEncoder().encode('<script>alert(1)</script>'), 'cv.docx');
    expect(script.status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooLarge = await upload(learner, big, 'huge.pdf');
    expect(tooLarge.status).toBe(413);
    expect((await learner.get(`${api}/jobs/resume/`)).status).toBe(404);

    const word = await upload(learner, DOCX, '../../My CV.docx', 'application/octet-stream');
    expect(word.status).toBe(200);
    expect(word.json).toMatchObject({ filename: 'My-CV.docx', resume_url: `${api}/jobs/resume/` });
    const pdf = await upload(learner, PDF, 'Asha Resume.pdf');
    expect(pdf.json).toMatchObject({ filename: 'Asha-Resume.pdf', size: PDF.byteLength });

    const download = await learner.get(`${api}/jobs/resume/`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Asha-Resume.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.text).toContain('%PDF-1.4');
    // Someone else asking gets their own (none), never this one.
    expect((await (await signedIn('student12@demo.test')).get(`${api}/jobs/resume/`)).status).toBe(404);
  });

  it('applies once with the profile, treats 11 months of experience or less as unset, and refuses a second apply clearly', async () => {
    const id = await insertJob({ title: 'Apply Once Role' });
    const learner = await signedIn('student13@demo.test');
    const withoutResume = await learner.post(`${api}/jobs/${id}/apply/`, application());
    expect(withoutResume.status).toBe(400);
    expect(withoutResume.json.error).toMatchObject({ fields: { resume: expect.stringContaining('résumé') } });
    await upload(learner, PDF, 'cv.pdf');

    const wrongCity = await learner.post(`${api}/jobs/${id}/apply/`, application({ city: 'Pune' }));
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.json.error).toMatchObject({ fields: { city: 'Choose a city in Karnataka.' } });
    const badPhone = await learner.post(`${api}/jobs/${id}/apply/`, application({ phone: 'call me' }));
    expect(badPhone.status).toBe(400);
    expect(Object.keys((badPhone.json.error as { fields: object }).fields)).toEqual(['phone']);

    const before = await learner.get(`${api}/jobs/${id}/meta/`);
    expect(before.json).toMatchObject({
      has_applied: false,
      application_status: null,
      resume: { filename: 'cv.pdf' },
    });
    const applied = await learner.post(`${api}/jobs/${id}/apply/`, application({ work_experience: 11 }));
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual({
      status: 'SUCCESS',
      message: 'Your application for Apply Once Role is sent.',
    });
    const [me] = await server.database.db.select().from(users).where(eq(users.email, 'student13@demo.test'));
    const [stored] = await server.database.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, id), eq(jobApplications.userId, me!.id)));
    expect(stored).toMatchObject({ workExperience: null, status: 'applied', city: 'Bengaluru' });

    const again = await learner.post(`${api}/jobs/${id}/apply/`, application());
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'already_applied' });
    expect((again.json.error as { message: string }).message).toMatch(
      /^You already applied for Apply Once Role on \d{4}-\d{2}-\d{2}/,
    );

    expect((await learner.get(`${api}/jobs/${id}/meta/`)).json).toMatchObject({
      has_applied: true,
      application_status: 'applied',
      profile: { city: 'Bengaluru', state: 'Karnataka', work_experience: null },
    });
    const mine = (await learner.get(`${api}/jobs/?status=applied`)).json.results as {
      id: number;
      application_status: string;
    }[];
    expect(mine).toEqual([expect.objectContaining({ id, application_status: 'applied' })]);
  });

  it('takes applications for a job that names institutes only from their students', async () => {
    const db = server.database.db;
    const [own, other] = await db
      .insert(institutes)
      .values([{ name: 'Eligibility Test College' }, { name: 'Another Test College' }])
      .returning({ id: institutes.id });
    const id = await insertJob({ title: 'Campus Hire Role', eligibleInstituteIds: [own!.id] });
    const learner = await signedIn('student16@demo.test');
    await upload(learner, PDF, 'cv.pdf');
    const none = await learner.post(`${api}/jobs/${id}/apply/`, application());
    expect(none.status).toBe(403);
    expect(none.json.error).toMatchObject({
      code: 'not_eligible',
      message: expect.stringContaining('students of Eligibility Test College only'),
    });
    const [me] = await db.select().from(users).where(eq(users.email, 'student16@demo.test'));
    await db.insert(learnerInstitutes).values({ userId: me!.id, instituteId: other!.id });
    expect((await learner.post(`${api}/jobs/${id}/apply/`, application())).status).toBe(403);
    await db
      .update(learnerInstitutes)
      .set({ instituteId: own!.id })
      .where(eq(learnerInstitutes.userId, me!.id));
    expect((await learner.post(`${api}/jobs/${id}/apply/`, application())).status).toBe(200);
  });

  it('keeps 12 months of experience, and refuses applying to a closed or unpublished job', async () => {
    const learner = await signedIn('student14@demo.test');
    await upload(learner, DOCX, 'cv.docx');
    const id = await insertJob({ title: 'Twelve Months Role' });
    expect(
      (await learner.post(`${api}/jobs/${id}/apply/`, application({ work_experience: 12 }))).status,
    ).toBe(200);
    const [stored] = await server.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.jobId, id));
    expect(stored).toMatchObject({ workExperience: 12, resumeFilename: 'cv.docx' });

    const closed = await insertJob({ lastApplyDate: day(-1) });
    const late = await learner.post(`${api}/jobs/${closed}/apply/`, application());
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: 'applications_closed' });
    const future = await insertJob({ publishDate: day(5) });
    expect((await learner.post(`${api}/jobs/${future}/apply/`, application())).status).toBe(404);
    expect((await learner.post(`${api}/jobs/999999/apply/`, application())).status).toBe(404);
  });
});

const sign = (client: Client, version = RECRUITER_CONTRACT_VERSION) =>
  client.post(`${api}/job-portal/legal-contract/`, {
    version,
    accept: true,
    signatory_name: 'Rita Recruiter',
    signatory_designation: 'Talent lead',
  });

function jobForm(title: string) {
  return {
    title,
    organization: { name: 'Demo Company', website: 'https://demo-company.example', about: 'Payments.' },
    designation: { id: null, text: 'Backend Developer' },
    location_type: 'remote',
    locations: [],
    employment_type: 'full-time',
    description: 'Build payment services.',
    salary: { min: 600000, max: 900000 },
    experience: { min: 0, max: 2 },
    skill_sets: ['Go'],
    publish_date: day(-1).slice(0, 16),
    last_apply_date: day(20).slice(0, 16),
  };
}

async function productsOf(slug: string) {
  const [org] = await server.database.db.select().from(organizations).where(eq(organizations.slug, slug));
  return { orgId: org!.id };
}

describe('job portal: the recruiter side', () => {
  it('shows the contract, lets nothing else work before it is signed, keeps the first signature, and asks again for a new version', async () => {
    const recruiter = await signedIn('recruiter2@demo.test');
    const permission = await recruiter.get(`${api}/job-portal/check-permission/`);
    expect(permission.json).toMatchObject({
      is_recruiter: true,
      organization: 'Demo Institute of Technology',
      hasSignedLegalContract: false,
      products: [{ product: 'job_posting', remaining_quantity: 3 }],
    });
    const contract = await recruiter.get(`${api}/job-portal/legal-contract/`);
    expect(contract.json).toMatchObject({
      version: RECRUITER_CONTRACT_VERSION,
      hasSignedLegalContract: false,
      signed_at: null,
    });
    expect(contract.json.body).toContain('Learnforge recruiter agreement');
    for (const path of ['/job-portal/jobs/', '/jobs/admin/']) {
      const refused = await recruiter.get(api + path);
      expect(refused.status, path).toBe(428);
      expect(refused.json.error).toMatchObject({ code: 'contract_not_signed' });
    }
    expect((await recruiter.post(`${api}/jobs/add/`, jobForm('Before signing'))).status).toBe(428);
    const unaccepted = await recruiter.post(`${api}/job-portal/legal-contract/`, {
      version: RECRUITER_CONTRACT_VERSION,
      accept: false,
      signatory_name: 'Ravi',
      signatory_designation: 'Lead',
    });
    expect(unaccepted.status).toBe(400);
    expect((await sign(recruiter, '2025-01')).status).toBe(409);

    const signed = await sign(recruiter);
    expect(signed.status).toBe(200);
    expect(signed.json).toMatchObject({
      hasSignedLegalContract: true,
      signed_by: 'Rita Recruiter, Talent lead',
    });
    const [me] = await server.database.db.select().from(users).where(eq(users.handle, 'recruiter2'));
    const [kept] = await server.database.db
      .select()
      .from(recruiterContractSignatures)
      .where(eq(recruiterContractSignatures.userId, me!.id));
    expect(kept).toMatchObject({ version: RECRUITER_CONTRACT_VERSION, ipAddress: '127.0.0.1' });
    const again = await recruiter.post(`${api}/job-portal/legal-contract/`, {
      version: RECRUITER_CONTRACT_VERSION,
      accept: true,
      signatory_name: 'Someone Else',
      signatory_designation: 'Intern',
    });
    expect(again.json).toMatchObject({
      signed_by: 'Rita Recruiter, Talent lead',
      signed_at: signed.json.signed_at,
    });
    expect((await recruiter.get(`${api}/job-portal/jobs/`)).status).toBe(200);

    // A new version is in force: the recruiter is asked again before anything else works.
    await server.database.db
      .insert(recruiterContractVersions)
      .values({ version: '2027-01', body: 'Version two.', publishedAt: new Date(Date.now() + 1000) });
    try {
      expect((await recruiter.get(`${api}/job-portal/check-permission/`)).json).toMatchObject({
        hasSignedLegalContract: false,
      });
      expect((await recruiter.get(`${api}/job-portal/jobs/`)).status).toBe(428);
      expect((await sign(recruiter, '2027-01')).json).toMatchObject({
        version: '2027-01',
        hasSignedLegalContract: true,
      });
      expect((await recruiter.get(`${api}/job-portal/jobs/`)).status).toBe(200);
    } finally {
      await server.database.db
        .delete(recruiterContractSignatures)
        .where(eq(recruiterContractSignatures.version, '2027-01'));
      await server.database.db
        .delete(recruiterContractVersions)
        .where(eq(recruiterContractVersions.version, '2027-01'));
    }
  });

  it('uses one job posting per job, never below 0: of concurrent posts for the last unit exactly one wins', async () => {
    const recruiter = await signedIn('recruiter2@demo.test');
    await sign(recruiter);
    const { orgId } = await productsOf('demo-institute');
    const product = and(
      eq(recruiterProducts.organizationId, orgId),
      eq(recruiterProducts.product, 'job_posting'),
    );
    await server.database.db.update(recruiterProducts).set({ remainingQuantity: 1 }).where(product);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => recruiter.post(`${api}/jobs/add/`, jobForm(`Last unit race ${n}`))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json.error).toMatchObject({
      code: 'no_job_postings_left',
    });
    const [left] = await server.database.db.select().from(recruiterProducts).where(product);
    expect(left!.remainingQuantity).toBe(0);
    const posted = await server.database.db.select().from(jobs).where(ilike(jobs.title, 'Last unit race %'));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.ownerOrganizationId).toBe(orgId);
    // A refused form uses no unit; the database refuses a negative quantity outright.
    await server.database.db.update(recruiterProducts).set({ remainingQuantity: 1 }).where(product);
    expect(
      (await recruiter.post(`${api}/jobs/add/`, { ...jobForm('Bad'), salary: { min: 9, max: 1 } })).status,
    ).toBe(400);
    expect(
      (await server.database.db.select().from(recruiterProducts).where(product))[0]!.remainingQuantity,
    ).toBe(1);
    expect(decrementRemainingQuantity(0)).toBe(0);
    await expect(
      server.database.db.update(recruiterProducts).set({ remainingQuantity: -1 }).where(product),
    ).rejects.toThrow();
  });

  it('moves candidates through the pipeline in one transaction, exports a formula-safe CSV, serves résumés as attachments, and the learner sees the new status', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    await sign(recruiter);
    const posted = await recruiter.post(`${api}/jobs/add/`, jobForm('Pipeline Role'));
    expect(posted.status).toBe(200);
    const jobId = posted.json.id as number;
    const handles: string[] = [];
    for (const [n, phone] of [
      [15, '+91 90000 00015'],
      [16, '+91 90000 00016'],
    ] as const) {
      const learner = await signedIn(`student${n}@demo.test`);
      await upload(learner, PDF, 'cv.pdf');
      const applied = await learner.post(
        `${api}/jobs/${jobId}/apply/`,
        application({ phone, cover_note: '=HYPERLINK("x")' }),
      );
      expect(applied.status).toBe(200);
      const [person] = await server.database.db
        .select()
        .from(users)
        .where(eq(users.email, `student${n}@demo.test`));
      handles.push(person!.handle);
    }
    // A formula in a name reaches the CSV as text.
    await server.database.db.update(users).set({ name: '=cmd|calc' }).where(eq(users.handle, handles[1]!));

    const list = await recruiter.get(`${api}/job-portal/dashboard/candidates/?job_id=${jobId}&page=1`);
    expect(list.json.count).toBe(2);
    const dashboard = await recruiter.get(`${api}/job-portal/jobs/`);
    expect(
      (dashboard.json.results as { id: number; applicants: object }[]).find((job) => job.id === jobId),
    ).toMatchObject({
      applicants: { applied: 2, shortlisted: 0 },
    });

    const resume = await recruiter.get(
      `${api}/job-portal/dashboard/candidates/resume/?job_id=${jobId}&handle=${handles[0]}`,
    );
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(resume.headers.get('x-content-type-options')).toBe('nosniff');

    // One unknown handle refuses the lot; so does a move backwards; a rejection needs a reason.
    const unknown = await recruiter.request('PATCH', `${api}/job-portal/dashboard/candidates/status/`, {
      job_id: jobId,
      handles: [...handles, 'nobody-here'],
      status: 'shortlisted',
    });
    expect(unknown.status).toBe(400);
    expect(
      (
        await recruiter.get(
          `${api}/job-portal/dashboard/candidates/?job_id=${jobId}&page=1&status=shortlisted`,
        )
      ).json.count,
    ).toBe(0);
    const noReason = await recruiter.request('PATCH', `${api}/job-portal/dashboard/candidates/status/`, {
      job_id: jobId,
      handles: [handles[1]],
      status: 'rejected',
    });
    expect(noReason.json.error).toMatchObject({ fields: { reason: 'Enter a reason for the rejection.' } });
    const moved = await recruiter.request('PATCH', `${api}/job-portal/dashboard/candidates/status/`, {
      job_id: jobId,
      handles,
      status: 'interview',
    });
    expect(moved.json).toEqual({ updated_count: 2, message: '2 candidates moved to Interview.' });
    const backwards = await recruiter.request('PATCH', `${api}/job-portal/dashboard/candidates/status/`, {
      job_id: jobId,
      handles,
      status: 'shortlisted',
    });
    expect(backwards.status).toBe(409);
    expect(
      (
        await recruiter.request('PATCH', `${api}/job-portal/dashboard/candidates/status/`, {
          job_id: jobId,
          handles: [handles[1]],
          status: 'rejected',
          reason: 'Needs more Go experience',
        })
      ).status,
    ).toBe(200);

    const learner = await signedIn('student15@demo.test');
    expect((await learner.get(`${api}/jobs/${jobId}/meta/`)).json).toMatchObject({
      application_status: 'interview',
    });

    const csv = await recruiter.get(`${api}/job-portal/dashboard/candidates/csv/?job_id=${jobId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Handle,Email,Phone,City,Graduation year,Work experience (months),Status,Rejection reason,Applied at (UTC)',
    );
    expect(lines).toHaveLength(3);
    expect(csv.text).toContain(`'=cmd|calc,${handles[1]}`);
    expect(csv.text).toContain('Rejected,Needs more Go experience');
  });

  it('answers 403 to a recruiter of another organization on every call about the job', async () => {
    const owner = await signedIn('recruiter@demo.test');
    await sign(owner);
    const jobId = (await owner.post(`${api}/jobs/add/`, jobForm('Company Only Role'))).json.id as number;
    const other = await signedIn('recruiter2@demo.test');
    await sign(other);
    const calls = [
      other.get(`${api}/jobs/${jobId}/edit/`),
      other.request('PUT', `${api}/jobs/${jobId}/edit/`, jobForm('Taken over')),
      other.post(`${api}/jobs/${jobId}/edit/`, { title: 'Taken over' }),
      other.post(`${api}/jobs/${jobId}/assign-recruiter/`, { recruiter_handle: 'recruiter2' }),
      other.get(`${api}/job-portal/dashboard/candidates/?job_id=${jobId}&page=1`),
      other.get(`${api}/job-portal/dashboard/candidates/csv/?job_id=${jobId}`),
      other.get(`${api}/job-portal/dashboard/candidates/resume/?job_id=${jobId}&handle=student15`),
      other.request('PATCH', `${api}/job-portal/dashboard/candidates/status/`, {
        job_id: jobId,
        handles: ['student15'],
        status: 'shortlisted',
      }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    const theirs = (await other.get(`${api}/job-portal/jobs/`)).json.results as { id: number }[];
    expect(theirs.map((job) => job.id)).not.toContain(jobId);
    const listed = (await other.get(`${api}/jobs/admin/`)).json.results as { id: number }[];
    expect(listed.map((job) => job.id)).not.toContain(jobId);
    // Learners and other staff never reach the recruiter calls.
    expect((await (await signedIn('student17@demo.test')).get(`${api}/job-portal/jobs/`)).status).toBe(403);
    // A super admin sees every organization's jobs.
    const admin = await signedIn('admin@demo.test');
    expect((await admin.get(`${api}/job-portal/dashboard/candidates/?job_id=${jobId}&page=1`)).status).toBe(
      200,
    );
  });
});

describe('applying from the hiring contest (contest-apply-jobs)', () => {
  it('sends the job portal’s application for the contest’s job, to registered learners only, once; the recruiter sees it', async () => {
    const hiring = 'hiring-java-backend-assessment';
    const learner = await signedIn('student18@demo.test');
    const details = await learner.get(`${api}/contest/${hiring}/job_details/`);
    expect(details.json).toMatchObject({
      job: { title: 'Backend Developer (Java)', slug: expect.stringMatching(/^job-\d+$/) },
      has_applied: false,
    });
    const jobSlug = (details.json.job as { slug: string }).slug;
    const jobId = Number(jobSlug.slice(4));
    const applyJobs = (who: Client, body: Record<string, unknown> = {}, slug = jobSlug) =>
      who.post(`${api}/jobs/${slug}/apply_jobs/`, {
        ...application({ contest_slug: hiring, page_url: `/contest/${hiring}/`, ...body }),
        requestType: undefined,
      });

    // Not registered for the contest: not eligible, and nothing is stored.
    await upload(learner, PDF, 'cv.pdf');
    expect((await applyJobs(learner)).json).toMatchObject({ status: 'NOT_ELIGIBLE' });
    const registered = await learner.post(`${api}/register/`, {
      contest_slug: hiring,
      page_url: `/contest/${hiring}/`,
    });
    expect(registered.json.status).toBe('SUCCESS');

    // The job portal's own checks, beside their fields; another job's slug or a contest it does not name: 404.
    const wrongCity = await applyJobs(learner, { city: 'Pune' });
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.json.error).toMatchObject({ fields: { city: 'Choose a city in Karnataka.' } });
    const badYear = await applyJobs(learner, { graduation_year: 'soon' });
    expect(badYear.status).toBe(400);
    expect(Object.keys((badYear.json.error as { fields: object }).fields)).toEqual(['graduation_year']);
    expect((await applyJobs(learner, {}, `job-${jobId + 1000}`)).status).toBe(404);
    expect((await applyJobs(learner, { contest_slug: 'weekly-coding-challenge' })).status).toBe(404);

    const applied = await applyJobs(learner, { cover_note: 'Sitting the assessment on the day.' });
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual({
      status: 'SUCCESS',
      message: 'Your application for Backend Developer (Java) is sent.',
    });
    expect((await learner.get(`${api}/contest/${hiring}/meta/`)).json).toMatchObject({
      has_applied_job: true,
    });
    expect((await learner.get(`${api}/contest/${hiring}/job_details/`)).json).toMatchObject({
      has_applied: true,
    });
    expect((await learner.get(`${api}/jobs/${jobId}/meta/`)).json).toMatchObject({
      has_applied: true,
      application_status: 'applied',
    });
    const again = await applyJobs(learner);
    expect(again.json).toMatchObject({ status: 'ALREADY_APPLIED' });
    expect((again.json as { message: string }).message).toMatch(/on \d{4}-\d{2}-\d{2}/);

    // The job's recruiter reads it in the candidate list like any other application.
    const recruiter = await signedIn('recruiter@demo.test');
    await sign(recruiter);
    const candidates = await recruiter.get(`${api}/job-portal/dashboard/candidates/?job_id=${jobId}&page=1`);
    expect(candidates.json.results).toContainEqual(
      expect.objectContaining({ handle: 'student18', city: 'Bengaluru', status: 'applied' }),
    );

    // Once the job has closed, applying from the contest is refused like applying from the job's page.
    const late = await signedIn('student19@demo.test');
    await upload(late, PDF, 'cv.pdf');
    await late.post(`${api}/register/`, { contest_slug: hiring, page_url: `/contest/${hiring}/` });
    const [open] = await server.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    await server.database.db
      .update(jobs)
      .set({ lastApplyDate: day(-1) })
      .where(eq(jobs.id, jobId));
    const closed = await applyJobs(late);
    expect(closed.status).toBe(409);
    expect(closed.json.error).toMatchObject({ code: 'applications_closed' });
    await server.database.db
      .update(jobs)
      .set({ lastApplyDate: open!.lastApplyDate })
      .where(eq(jobs.id, jobId));
  });
});

describe('the job portal’s own job calls and assessments on the contest engine', () => {
  it('posts and edits a job through job-portal/jobs/ with the job editor’s checks, and refuses another organization', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    await sign(recruiter);
    const created = await recruiter.post(`${api}/job-portal/jobs/`, jobForm('Portal Posted Role'));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ title: 'Portal Posted Role', status: 'open', applicants_count: 0 });
    const bad = await recruiter.post(`${api}/job-portal/jobs/`, {
      ...jobForm('Bad Portal Role'),
      salary: { min: 9, max: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({
      fields: { 'salary.max': 'The maximum salary is below the minimum.' },
    });
    const id = created.json.id as number;
    const edited = await recruiter.request(
      'PUT',
      `${api}/job-portal/jobs/${id}/`,
      jobForm('Portal Role, edited'),
    );
    expect(edited.json).toMatchObject({ id, title: 'Portal Role, edited' });
    expect((await recruiter.get(`${api}/jobs/${id}/edit/`)).json.title).toBe('Portal Role, edited');
    const other = await signedIn('recruiter2@demo.test');
    await sign(other);
    expect((await other.request('PUT', `${api}/job-portal/jobs/${id}/`, jobForm('Taken over'))).status).toBe(
      403,
    );
  });

  it('builds an assessment from bank questions, generates its contest, mails each address once, and shows who sat it with their score', async () => {
    const db = server.database.db;
    const recruiter = await signedIn('recruiter@demo.test');
    await sign(recruiter);
    const bank = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.questionType, 'single'))
      .limit(2);
    const form = {
      title: 'Java Screening',
      duration_minutes: 30,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      is_proctored: true,
      question_ids: bank.map((question) => question.id),
    };
    const backwards = await recruiter.post(`${api}/job-portal/mcs/`, { ...form, ends_at: form.starts_at });
    expect(backwards.json.error).toMatchObject({
      fields: { ends_at: 'The assessment must close after it opens.' },
    });
    const unknown = await recruiter.post(`${api}/job-portal/mcs/`, { ...form, question_ids: [999_999] });
    expect(unknown.json.error).toMatchObject({
      fields: { question_ids: 'No such bank question: 999999.' },
    });
    const created = await recruiter.post(`${api}/job-portal/mcs/`, form);
    expect(created.status).toBe(200);
    const mcsId = created.json.id as number;
    const early = await recruiter.post(`${api}/job-portal/mcs/${mcsId}/send-invite/`, {
      emails: ['student18@demo.test'],
    });
    expect(early.json.error).toMatchObject({ code: 'contest_not_generated' });

    const generated = await recruiter.post(`${api}/job-portal/mcs/${mcsId}/generate-contest/`, {});
    expect(generated.status).toBe(200);
    const slug = generated.json.contest_slug as string;
    expect(generated.json.url).toMatch(new RegExp(`/contest/${slug}$`));
    expect((await recruiter.post(`${api}/job-portal/mcs/${mcsId}/generate-contest/`, {})).status).toBe(409);
    const [contest] = await db.select().from(contests).where(eq(contests.slug, slug));
    expect(contest).toMatchObject({ kind: 'open', proctored: true, durationMinutes: 30 });
    const edit = await recruiter.request('PUT', `${api}/job-portal/mcs/${mcsId}/`, form);
    expect(edit.json.error).toMatchObject({ code: 'contest_generated' });

    const jobId = (await recruiter.post(`${api}/job-portal/jobs/`, jobForm('Assessed Role'))).json
      .id as number;
    const linked = await recruiter.post(`${api}/job-portal/jobs/${jobId}/link/`, { mcs_id: mcsId });
    expect(linked.json).toMatchObject({ contest_slug: slug, linked_mcs_ids: [mcsId] });

    const invite = await recruiter.post(`${api}/job-portal/mcs/${mcsId}/send-invite/`, {
      emails: ['student18@demo.test', 'Student18@demo.test', 'new.person@example.test'],
    });
    expect(invite.json).toMatchObject({
      invited: ['student18@demo.test', 'new.person@example.test'],
      failed: [],
      message: '2 invitations sent.',
    });
    const again = await recruiter.post(`${api}/job-portal/mcs/${mcsId}/send-invite/`, {
      emails: ['student18@demo.test'],
    });
    expect(again.json.failed).toEqual([
      {
        email: 'student18@demo.test',
        reason: expect.stringMatching(/^Already invited on \d{4}-\d{2}-\d{2}\.$/),
      },
    ]);
    // Each invitation uses one assessment unit, never below 0: past the last one, the address is named.
    const { orgId } = await productsOf('demo-company');
    const product = and(
      eq(recruiterProducts.organizationId, orgId),
      eq(recruiterProducts.product, 'assessment'),
    );
    await db.update(recruiterProducts).set({ remainingQuantity: 1 }).where(product);
    const short = await recruiter.post(`${api}/job-portal/mcs/${mcsId}/send-invite/`, {
      emails: ['student19@demo.test', 'student13@demo.test'],
    });
    expect(short.json.invited).toEqual(['student19@demo.test']);
    expect(short.json.failed).toEqual([
      {
        email: 'student13@demo.test',
        reason: 'No assessment invitations left: buy more to invite this person.',
      },
    ]);
    expect((await db.select().from(recruiterProducts).where(product))[0]!.remainingQuantity).toBe(0);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'student18@demo.test'));
    expect(mail!.subject).toBe('Demo Company invites you to the assessment Java Screening');
    expect(mail!.body).toContain(`/contest/${slug}`);

    // Only an invited address registers; the invited learner sits it and the recruiter sees the score.
    const stranger = await signedIn('student12@demo.test');
    const refused = await stranger.post(`${api}/register/`, {
      contest_slug: slug,
      page_url: `/contest/${slug}`,
    });
    expect(refused.json.status).toBe('NOT_ELIGIBLE');
    const learner = await signedIn('student18@demo.test');
    const registered = await learner.post(`${api}/register/`, {
      contest_slug: slug,
      page_url: `/contest/${slug}`,
    });
    expect(registered.json.status).toBe('SUCCESS');
    // The recruiter asked for webcam stills in the contest editor; the sitting records a tab switch, a
    // full-screen exit and one still, which the recruiter reads back as the proctoring timeline.
    await db.update(contests).set({ webcamIntervalSeconds: 60 }).where(eq(contests.slug, slug));
    const sitting = await learner.get(`${api}/contest/${slug}/start/`);
    expect(sitting.json.status).toBe('SUCCESS');
    for (const question of bank)
      await learner.post(`${api}/quiz/q/${question.id}/submit/`, {
        contest_slug: slug,
        selected_choices: question.correctOptionIds,
      });
    for (const activity of ['tab_switch', 'fullscreen_exit'])
      expect(
        (
          await learner.post(`${api}/user/activity/`, {
            contest_slug: slug,
            activity,
            occurred_at: new Date().toISOString(),
          })
        ).status,
      ).toBe(200);
    const still = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const frame = new FormData();
    frame.append('screenshot', new Blob([still], { type: 'image/jpeg' }), 'frame.jpg');
    const uploadUrl = (sitting.json.proctoring as { screenshot_upload_url: string }).screenshot_upload_url;
    expect((await learner.request('PUT', uploadUrl, undefined, {}, frame)).status).toBe(200);
    expect((await learner.request('PUT', `${api}/end/`, { contest_slug: slug })).status).toBe(200);

    const results = await recruiter.get(`${api}/job-portal/dashboard/candidates/?mcs_id=${mcsId}&page=1`);
    expect(results.json.count).toBe(3);
    const rows = results.json.results as { email: string; handle: string | null; assessment: object }[];
    const maxScore = bank.reduce((sum, question) => sum + question.marks, 0);
    expect(rows.find((row) => row.email === 'student18@demo.test')).toMatchObject({
      applied_at: null,
      assessment: {
        mcs_id: mcsId,
        state: 'finished',
        score: maxScore,
        max_score: maxScore,
        terminated: false,
      },
    });
    expect(rows.find((row) => row.email === 'new.person@example.test')).toMatchObject({
      handle: null,
      name: 'new.person@example.test',
      assessment: { state: 'invited', score: null },
    });
    // The job's applicants carry the job's assessment result too.
    await upload(learner, PDF, 'cv.pdf');
    expect((await learner.post(`${api}/jobs/${jobId}/apply/`, application())).status).toBe(200);
    const applicants = await recruiter.get(`${api}/job-portal/dashboard/candidates/?job_id=${jobId}&page=1`);
    expect((applicants.json.results as object[])[0]).toMatchObject({
      email: 'student18@demo.test',
      status: 'applied',
      assessment: { state: 'finished', score: maxScore },
    });
    // So does the export, filtered as the list is.
    const csv = await recruiter.get(
      `${api}/job-portal/dashboard/candidates/csv/?job_id=${jobId}&status=applied`,
    );
    const [header, row] = csv.text.trim().split('\r\n');
    expect(header).toContain(
      'Assessment,Assessment state,Assessment score,Assessment maximum,Proctoring warnings',
    );
    expect(row).toContain(`Java Screening,Finished,${maxScore},${maxScore},2`);
    const shortlistedOnly = await recruiter.get(
      `${api}/job-portal/dashboard/candidates/csv/?job_id=${jobId}&status=shortlisted`,
    );
    expect(shortlistedOnly.text.trim().split('\r\n')).toHaveLength(1);
    expect((await recruiter.get(`${api}/job-portal/dashboard/candidates/?page=1`)).status).toBe(400);
    expect((await recruiter.get(`${api}/job-portal/mcs/${mcsId}/steps/`)).json.steps).toEqual([
      { step: 'details', completed: true },
      { step: 'questions', completed: true },
      { step: 'contest', completed: true },
      { step: 'invite', completed: true },
    ]);

    // The proctoring timeline of the sitting, in order, with the still fetched as an attachment.
    const assets = `${api}/job-portal/dashboard/candidates/proctored-assets/?mcs_id=${mcsId}`;
    const timeline = await recruiter.get(`${assets}&handle=student18`);
    expect(timeline.status).toBe(200);
    expect(timeline.json).toMatchObject({
      mcs_id: mcsId,
      handle: 'student18',
      attempt: { end_reason: 'user', warnings_count: 2, score: maxScore, max_score: maxScore },
    });
    const events = timeline.json.events as { kind: string; warning: boolean; snapshot_url: string | null }[];
    expect(events.map((event) => [event.kind, event.warning])).toEqual([
      ['tab_switch', true],
      ['fullscreen_exit', true],
      ['webcam', false],
    ]);
    const snapshotUrl = events[2]!.snapshot_url!;
    const snapshot = await recruiter.get(snapshotUrl);
    expect(snapshot.status).toBe(200);
    expect(snapshot.headers.get('content-type')).toBe('image/jpeg');
    expect(snapshot.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(snapshot.text).toBe(new TextDecoder().decode(still));
    // Someone invited who has not started has an empty timeline; someone never invited is nobody's candidate.
    const notStarted = await recruiter.get(`${assets}&handle=student19`);
    expect(notStarted.json).toMatchObject({ handle: 'student19', attempt: null, events: [] });
    expect((await recruiter.get(`${assets}&handle=student12`)).status).toBe(404);
    expect((await recruiter.get(`${assets}`)).status).toBe(400);

    // Another organization's recruiter reaches none of it.
    const other = await signedIn('recruiter2@demo.test');
    await sign(other);
    const calls = [
      other.get(`${assets}&handle=student18`),
      other.get(snapshotUrl),
      other.get(`${api}/job-portal/mcs/${mcsId}/`),
      other.get(`${api}/job-portal/mcs/${mcsId}/steps/`),
      other.request('PUT', `${api}/job-portal/mcs/${mcsId}/`, form),
      other.post(`${api}/job-portal/mcs/${mcsId}/send-invite/`, { emails: ['x@example.test'] }),
      other.post(`${api}/job-portal/mcs/${mcsId}/generate-contest/`, {}),
      other.get(`${api}/job-portal/dashboard/candidates/?mcs_id=${mcsId}&page=1`),
      other.request('DELETE', `${api}/job-portal/jobs/${jobId}/link/?mcs_id=${mcsId}`),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    const theirs = (await other.get(`${api}/job-portal/mcs/`)).json.results as { id: number }[];
    expect(theirs.map((row) => row.id)).not.toContain(mcsId);

    const unlinked = await recruiter.request(
      'DELETE',
      `${api}/job-portal/jobs/${jobId}/link/?mcs_id=${mcsId}`,
    );
    expect(unlinked.json).toMatchObject({ contest_slug: null, linked_mcs_ids: [] });
  });
  it('adds library problems as a coding section judged by the real judge, and counts them in the candidate’s score', async () => {
    const db = server.database.db;
    const recruiter = await signedIn('recruiter@demo.test');
    await sign(recruiter);
    const [question] = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.questionType, 'single'))
      .limit(1);
    const form = {
      title: 'Python Coding Screen',
      duration_minutes: 30,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      question_ids: [question!.id],
      problems: [{ slug: 'sum-of-two-numbers', points: 50 }],
    };
    const unknown = await recruiter.post(`${api}/job-portal/mcs/`, {
      ...form,
      problems: [{ slug: 'no-such-problem', points: 50 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({
      fields: { problems: 'No such published problem: no-such-problem.' },
    });
    const created = await recruiter.post(`${api}/job-portal/mcs/`, form);
    // Stored by slug; answered with the library's title for the form to show.
    expect(created.json.problems).toEqual([
      { slug: 'sum-of-two-numbers', title: 'Sum of Two Numbers', points: 50 },
    ]);
    const mcsId = created.json.id as number;
    const slug = (await recruiter.post(`${api}/job-portal/mcs/${mcsId}/generate-contest/`, {})).json
      .contest_slug as string;
    // The test before used the organization's last assessment invitation.
    const { orgId } = await productsOf('demo-company');
    await db
      .update(recruiterProducts)
      .set({ remainingQuantity: 5 })
      .where(and(eq(recruiterProducts.organizationId, orgId), eq(recruiterProducts.product, 'assessment')));
    const invited = await recruiter.post(`${api}/job-portal/mcs/${mcsId}/send-invite/`, {
      emails: ['student20@demo.test'],
    });
    expect(invited.json).toMatchObject({ invited: ['student20@demo.test'], failed: [] });

    const learner = await signedIn('student20@demo.test');
    const sections = await learner.get(`${api}/contest/${slug}/`);
    expect(sections.json.sections).toEqual([
      expect.objectContaining({ kind: 'quiz', questions_count: 1, problems_count: 0 }),
      expect.objectContaining({ kind: 'coding', questions_count: 0, problems_count: 1 }),
    ]);
    const registered = await learner.post(`${api}/register/`, {
      contest_slug: slug,
      page_url: `/contest/${slug}`,
    });
    expect(registered.json.status).toBe('SUCCESS');
    expect((await learner.get(`${api}/contest/${slug}/start/`)).json.status).toBe('SUCCESS');
    await learner.post(`${api}/quiz/q/${question!.id}/submit/`, {
      contest_slug: slug,
      selected_choices: question!.correctOptionIds,
    });
    const submitted = await learner.post(`${api}/problems/sum-of-two-numbers/submit/compile/`, {
      language: 'python3',
      code: 'a, b = map(int, input().split())\nprint(a + b)\n',
      contest_slug: slug,
    });
    expect(submitted.status).toBe(200);
    // The judge runs the submission in its sandbox; the sitting's coding score follows its verdict.
    await expect
      .poll(
        async () =>
          (
            (await learner.get(`${api}/user/problems/status/?contest_slug=${slug}`)).json.results as {
              status: number;
            }[]
          )[0]?.status,
        { timeout: 30_000, interval: 100 },
      )
      .toBe(1);
    expect((await learner.request('PUT', `${api}/end/`, { contest_slug: slug })).status).toBe(200);
    const results = await recruiter.get(`${api}/job-portal/dashboard/candidates/?mcs_id=${mcsId}&page=1`);
    const total = question!.marks + 50;
    expect((results.json.results as object[])[0]).toMatchObject({
      email: 'student20@demo.test',
      assessment: { state: 'finished', score: total, max_score: total },
    });
  });

  it('lists and opens an assessment’s contest only for the addresses invited to it: 404 for anyone else', async () => {
    const db = server.database.db;
    const recruiter = await signedIn('recruiter@demo.test');
    await sign(recruiter);
    const [question] = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.questionType, 'single'))
      .limit(1);
    const created = await recruiter.post(`${api}/job-portal/mcs/`, {
      title: 'Invitation Only Screening',
      duration_minutes: 20,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      question_ids: [question!.id],
    });
    const mcsId = created.json.id as number;
    const slug = (await recruiter.post(`${api}/job-portal/mcs/${mcsId}/generate-contest/`, {})).json
      .contest_slug as string;
    const { orgId } = await productsOf('demo-company');
    await db
      .update(recruiterProducts)
      .set({ remainingQuantity: 5 })
      .where(and(eq(recruiterProducts.organizationId, orgId), eq(recruiterProducts.product, 'assessment')));
    // Invited by an address written with capitals: the invitation and the account match whatever the case.
    const invited = await recruiter.post(`${api}/job-portal/mcs/${mcsId}/send-invite/`, {
      emails: ['Student16@demo.test'],
    });
    expect(invited.json.invited).toEqual(['student16@demo.test']);

    const listed = async (client: Client | ReturnType<typeof createSessionClient>) => {
      const slugs = (
        (await client.get(`${api}/contests/all/?page=1&page_size=100&when=live`)).json.results as {
          slug: string;
        }[]
      ).map((row) => row.slug);
      const found = (
        await client.get(`${api}/global-search/?q=${encodeURIComponent('Invitation Only Screening')}`)
      ).json.contests as { slug: string }[];
      return { list: slugs.includes(slug), search: found.some((row) => row.slug === slug) };
    };
    const guest = createSessionClient(server.url);
    const stranger = await signedIn('student17@demo.test');
    const candidate = await signedIn('student16@demo.test');

    expect(await listed(guest)).toEqual({ list: false, search: false });
    expect(await listed(stranger)).toEqual({ list: false, search: false });
    expect(await listed(candidate)).toEqual({ list: true, search: true });

    // Opening it by its address: the page, the job beside it, the board and the notices are 404 to others.
    for (const path of [
      `contest/${slug}/`,
      `contest/${slug}/meta/`,
      `contest/${slug}/job_details/`,
      `contest/${slug}/leaderboard/?page=1`,
      `contest/${slug}/notification/`,
    ]) {
      const answer = await stranger.get(`${api}/${path}`);
      expect([path, answer.status, (answer.json.error as { message?: string } | undefined)?.message]).toEqual(
        [path, 404, 'There is no contest at this address.'],
      );
    }
    expect((await guest.get(`${api}/contest/${slug}/`)).status).toBe(404);
    const page = await candidate.get(`${api}/contest/${slug}/`);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ slug, proctoredContest: true });
    expect((await candidate.get(`${api}/contest/${slug}/meta/`)).status).toBe(200);
    // Open contests stay public.
    expect((await guest.get(`${api}/contest/weekly-coding-challenge/`)).status).toBe(200);
  });
});
