import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobs, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
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
