import { max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchContests, openContests, problemsOfDay } from '../src/db/schema';
import { DEMO_OPEN_CONTESTS, demoOpenContestStart, RECRUITER_CONTRACT_VERSION } from '../src/seed/jobs';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The job portal works for a recruiter once they have signed the contract in force (job-portal.test.ts).
  const recruiter = await signedInClient(server.url, 'recruiter@demo.test');
  const signed = await recruiter.post('/api/latest/job-portal/legal-contract/', {
    version: RECRUITER_CONTRACT_VERSION,
    accept: true,
    signatory_name: 'Rita Recruiter',
    signatory_designation: 'Talent lead',
  });
  expect(signed.status).toBe(200);
});
afterAll(() => server.close());

const signedIn = (email: string) => signedInClient(server.url, email);

/** Where the seed put an open contest: days after the seeding day, the newest daily problem's day. */
async function openContestStart(slug: string) {
  const [newest] = await server.database.db.select({ day: max(problemsOfDay.date) }).from(problemsOfDay);
  const contest = DEMO_OPEN_CONTESTS.find((candidate) => candidate.slug === slug)!;
  return demoOpenContestStart(contest, new Date(`${newest!.day}T00:00:00Z`));
}

function jobForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Python Developer',
    organization: { name: 'Acme Analytics', website: 'https://acme.example', about: 'Data tools.' },
    designation: { id: null, text: 'Backend Developer' },
    location_type: 'onsite',
    locations: ['Pune'],
    employment_type: 'full-time',
    description: 'Write Python services with Django and PostgreSQL.',
    salary: { min: 600000, max: 900000 },
    experience: { min: 0, max: 2 },
    skill_sets: ['Python', 'Django'],
    publish_date: '2026-12-01 10:30:00',
    last_apply_date: '2026-12-31 18:00:00',
    ...overrides,
  };
}

describe('job posting', () => {
  it('lets recruiters and super admins post jobs, and refuses everyone else', async () => {
    for (const email of ['learner@demo.test', 'course.admin@demo.test', 'setter@demo.test']) {
      const client = await signedIn(email);
      expect((await client.post('/api/latest/jobs/add/', jobForm())).status).toBe(403);
      expect((await client.get('/api/latest/jobs/designations/')).status).toBe(403);
      expect((await client.get('/api/latest/jobs/admin/')).status).toBe(403);
    }
    expect((await createSessionClient(server.url).get('/api/latest/jobs/1/edit/')).status).toBe(401);
    expect((await (await signedIn('admin@demo.test')).get('/api/latest/jobs/admin/')).status).toBe(200);
  });

  it('makes the recruiter who posts a job its recruiter, so it never reads "No recruiter yet"', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const added = await recruiter.post('/api/latest/jobs/add/', jobForm());
    expect(added.status).toBe(200);
    const id = (added.json as { id: number }).id;
    expect((await recruiter.get(`/api/latest/jobs/${id}/edit/`)).json).toMatchObject({
      recruiter_handle: 'recruiter',
    });
    const byAdmin = await (await signedIn('admin@demo.test')).post('/api/latest/jobs/add/', jobForm());
    expect(byAdmin.json).toMatchObject({ recruiter_handle: null });
  });

  it('adds a job with salary type 2 by default, reads it back and edits it with PUT and POST', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const added = await recruiter.post('/api/latest/jobs/add/', jobForm());
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      title: 'Python Developer',
      salary: { min: 600000, max: 900000, salary_type: 2 },
      publish_date: '2026-12-01 10:30:00',
      institutes: [],
    });
    const id = added.json.id as number;
    expect((await recruiter.get(`/api/latest/jobs/${id}/edit/`)).json).toMatchObject({
      id,
      locations: ['Pune'],
    });
    const put = await recruiter.request(
      'PUT',
      `/api/latest/jobs/${id}/edit/`,
      jobForm({ title: 'Senior Python Developer', location_type: 'remote', locations: [] }),
    );
    expect(put.json).toMatchObject({ title: 'Senior Python Developer', location_type: 'remote' });
    const post = await recruiter.post(`/api/latest/jobs/${id}/edit/`, { skill_sets: ['Python', 'AWS'] });
    expect(post.json).toMatchObject({ title: 'Senior Python Developer', skill_sets: ['Python', 'AWS'] });
    const list = await recruiter.get('/api/latest/jobs/admin/?search=senior python');
    expect(list.json.results).toEqual([expect.objectContaining({ id, organization_name: 'Acme Analytics' })]);
  });

  it('stores a publish date sent without seconds with :00 (normalizeJobDate on the server too)', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const added = await recruiter.post(
      '/api/latest/jobs/add/',
      jobForm({ publish_date: '2026-12-01T10:30' }),
    );
    expect(added.status).toBe(200);
    expect(added.json.publish_date).toBe('2026-12-01 10:30:00');
    const reread = await recruiter.get(`/api/latest/jobs/${added.json.id}/edit/`);
    expect(reread.json.publish_date).toBe('2026-12-01 10:30:00');
  });

  it('refuses invalid dates and contradicting ranges, naming the fields', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const cases: [Record<string, unknown>, string][] = [
      [{ publish_date: '2026-02-30 10:00:00' }, 'publish_date'],
      [{ last_apply_date: '2026-11-01 10:00:00' }, 'last_apply_date'],
      [{ last_apply_date: 'tomorrow' }, 'last_apply_date'],
      [{ salary: { min: 900, max: 100 } }, 'salary.max'],
      [{ experience: { min: 5, max: 1 } }, 'experience.max'],
      [{ locations: [] }, 'locations'],
      [{ designation: { id: 99999, text: 'x' } }, 'designation.id'],
      [{ institute_ids: [99999] }, 'institute_ids'],
      [{ employment_type: 'forever' }, 'employment_type'],
    ];
    for (const [overrides, field] of cases) {
      const response = await recruiter.post('/api/latest/jobs/add/', jobForm(overrides));
      expect(response.status, field).toBe(400);
      expect(
        Object.keys((response.json.error as { fields: Record<string, string> }).fields),
        field,
      ).toContain(field);
    }
    expect((await recruiter.get('/api/latest/jobs/99999/edit/')).status).toBe(404);
  });

  it('accepts only http(s) or same-site links as the organization website and logo, naming the field', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    for (const link of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example',
      '/\\evil.example',
    ]) {
      for (const field of ['website', 'logo']) {
        const form = jobForm();
        const response = await recruiter.post('/api/latest/jobs/add/', {
          ...form,
          organization: { ...(form.organization as object), [field]: link },
        });
        expect(response.status, `${field} = ${link}`).toBe(400);
        expect(response.json.error).toMatchObject({
          fields: { [`organization.${field}`]: expect.stringContaining('http(s)') },
        });
      }
    }
    const form = jobForm();
    const saved = await recruiter.post('/api/latest/jobs/add/', {
      ...form,
      organization: {
        ...(form.organization as object),
        website: 'https://acme.example',
        logo: '/uploads/images/acme.png',
      },
    });
    expect(saved.status).toBe(200);
  });

  it('lists and creates institutes, refusing a duplicate name', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const created = await recruiter.post('/api/latest/institutes/', {
      name: 'Hill  Valley College',
    });
    expect(created.json).toMatchObject({ name: 'Hill Valley College' });
    expect((await recruiter.post('/api/latest/institutes/', { name: 'hill valley college' })).status).toBe(
      409,
    );
    expect((await recruiter.post('/api/latest/institutes/', { name: 'x' })).status).toBe(400);
    const found = await recruiter.get('/api/latest/institutes/?search=valley');
    expect(found.json.results).toEqual([{ id: created.json.id, name: 'Hill Valley College' }]);
    const job = await recruiter.post('/api/latest/jobs/add/', jobForm({ institute_ids: [created.json.id] }));
    expect(job.json.institutes).toEqual([{ id: created.json.id, name: 'Hill Valley College' }]);
  });

  it('serves designations, skills, public courses and the city lookup', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const designations = await recruiter.get('/api/latest/jobs/designations/');
    expect(designations.json.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Data Scientist' })]),
    );
    const skills = await recruiter.get('/api/latest/skills/?search=script');
    expect((skills.json.results as { name: string }[]).map((s) => s.name)).toEqual([
      'JavaScript',
      'TypeScript',
    ]);
    const courses = await recruiter.get('/api/latest/all-courses?listing_type=0');
    expect(courses.json.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ course_slug: 'java-backend' })]),
    );
    const cities = await recruiter.get('/api/city/beng/?country=india');
    expect(cities.json.results).toEqual([{ name: 'Bengaluru', state: 'Karnataka', country: 'India' }]);
    expect((await recruiter.get('/api/city/zzzz/?country=india')).json.results).toEqual([]);
  });

  it('assigns a recruiter by handle, refusing someone who is not one', async () => {
    const admin = await signedIn('admin@demo.test');
    const job = await admin.post('/api/latest/jobs/add/', jobForm());
    const id = job.json.id as number;
    expect(
      (await admin.post(`/api/latest/jobs/${id}/assign-recruiter/`, { recruiter_handle: 'asha' })).status,
    ).toBe(400);
    expect(
      (await admin.post(`/api/latest/jobs/${id}/assign-recruiter/`, { recruiter_handle: 'nobody-here' }))
        .status,
    ).toBe(400);
    const assigned = await admin.post(`/api/latest/jobs/${id}/assign-recruiter/`, {
      recruiter_handle: 'recruiter',
    });
    expect(assigned.status).toBe(200);
    expect((await admin.get(`/api/latest/jobs/${id}/edit/`)).json.recruiter_handle).toBe('recruiter');
  });

  it("assigns an organization's job only to a recruiter of that organization", async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const id = (await recruiter.post('/api/latest/jobs/add/', jobForm())).json.id as number;
    // recruiter2 recruits for demo-institute; this job is demo-company's.
    const elsewhere = await recruiter.post(`/api/latest/jobs/${id}/assign-recruiter/`, {
      recruiter_handle: 'recruiter2',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.error).toMatchObject({
      fields: {
        recruiter_handle: "Not a recruiter of this job's organization.",
      },
    });
    const admin = await signedIn('admin@demo.test');
    expect(
      (await admin.post(`/api/latest/jobs/${id}/assign-recruiter/`, { recruiter_handle: 'recruiter2' }))
        .status,
    ).toBe(400);
    expect((await admin.get(`/api/latest/jobs/${id}/edit/`)).json.recruiter_handle).toBe('recruiter');
    const own = await recruiter.post(`/api/latest/jobs/${id}/assign-recruiter/`, {
      recruiter_handle: 'recruiter',
    });
    expect(own.status).toBe(200);
  });

  it('recommends skills named in the job and courses close to the skills', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const skills = await recruiter.post('/api/latest/jobs/recommend-skills', {
      title: 'React developer',
      description: 'Build React screens in TypeScript and talk to REST APIs. Docker is a plus.',
    });
    expect(skills.json.results).toEqual(
      expect.arrayContaining(['React', 'TypeScript', 'REST APIs', 'Docker']),
    );
    const courses = await recruiter.post('/api/latest/jobs/recommend-courses', {
      skills: ['Java', 'Backend'],
    });
    expect((courses.json.results as { course_slug: string }[])[0]?.course_slug).toBe('java-backend');
    expect((await recruiter.post('/api/latest/jobs/recommend-courses', { skills: [] })).status).toBe(400);
  });

  it('lists upcoming open contests to recruiters only: not cancelled, not started, earliest first', async () => {
    await server.database.db.insert(openContests).values({
      slug: 'hiring-last-year',
      title: 'Last Year Hiring Round',
      startTime: new Date('2025-06-01T10:00:00Z'),
      endTime: new Date('2025-06-01T12:00:00Z'),
      status: 2,
    });
    const path = '/api/latest/contests/?contest_batch_type=non_batch_contest&contest_date_type=upcoming';
    for (const email of ['learner@demo.test', 'course.admin@demo.test', 'institute.admin@demo.test']) {
      expect((await (await signedIn(email)).get(path)).status, email).toBe(403);
    }
    const listed = await (await signedIn('recruiter@demo.test')).get(path);
    expect(listed.status).toBe(200);
    // The open quiz marathon, three days after seeding, is open to all too (seed/contests.ts).
    expect(listed.json).toMatchObject({ count: 4, page: 1 });
    expect(listed.json.results).toEqual([
      expect.objectContaining({ slug: 'monthly-quiz-marathon' }),
      {
        slug: 'hiring-java-backend-assessment',
        title: 'Java Backend Hiring Assessment',
        start_time: (await openContestStart('hiring-java-backend-assessment')).toISOString(),
      },
      expect.objectContaining({ slug: 'hiring-data-analyst-challenge' }),
      expect.objectContaining({ slug: 'hiring-frontend-sprint' }),
    ]);
    const secondPage = await (await signedIn('admin@demo.test')).get(`${path}&page=2&page_size=3`);
    expect(secondPage.json.results).toEqual([expect.objectContaining({ slug: 'hiring-frontend-sprint' })]);
  });

  it('saves a job with its open contest, shows it when read back, and refuses unknown or cancelled ones', async () => {
    const recruiter = await signedIn('recruiter@demo.test');
    const added = await recruiter.post(
      '/api/latest/jobs/add/',
      jobForm({ contest_slug: 'hiring-data-analyst-challenge' }),
    );
    expect(added.status).toBe(200);
    const id = added.json.id as number;
    expect((await recruiter.get(`/api/latest/jobs/${id}/edit/`)).json).toMatchObject({
      contest_slug: 'hiring-data-analyst-challenge',
      contest: {
        slug: 'hiring-data-analyst-challenge',
        title: 'Data Analyst Hiring Challenge',
        start_time: (await openContestStart('hiring-data-analyst-challenge')).toISOString(),
      },
    });
    for (const slug of ['hiring-devops-drill', 'no-such-contest']) {
      const refused = await recruiter.post(`/api/latest/jobs/${id}/edit/`, { contest_slug: slug });
      expect(refused.status, slug).toBe(400);
      expect((refused.json.error as { fields: Record<string, string> }).fields.contest_slug).toBeTruthy();
    }
    // A batch contest is not an open contest.
    const [batchContest] = await server.database.db
      .select({ slug: batchContests.slug })
      .from(batchContests)
      .limit(1);
    expect(
      (await recruiter.post(`/api/latest/jobs/${id}/edit/`, { contest_slug: batchContest!.slug })).status,
    ).toBe(400);
    const cleared = await recruiter.post(`/api/latest/jobs/${id}/edit/`, { contest_slug: null });
    expect(cleared.json).toMatchObject({ contest_slug: null, contest: null });
  });
});
