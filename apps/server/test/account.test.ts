import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutes, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 3 });
}, 120_000);
afterAll(() => server.close());

const details = '/api/latest/user/details/';
const profile = '/api/user/profile/';
const photo = '/api/latest/users/profile/upload-image/';
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);

function imageForm(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('account details (user-details, user-profile)', () => {
  it('needs a session', async () => {
    const visitor = createSessionClient(server.url);
    expect((await visitor.get(details)).status).toBe(401);
    expect((await visitor.post(profile, { name: 'Someone' })).status).toBe(401);
  });

  it('shows the learner their own account: email, institute from their organization, nothing set yet', async () => {
    const learner = await signedInClient(server.url, 'learner@demo.test');
    const answer = await learner.get(details);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      email: 'learner@demo.test',
      institute: expect.any(String),
      organization_slug: 'demo-institute',
      roles: ['learner'],
    });
    expect(answer.json.reward_points).toEqual(expect.any(Number));
  });

  it('saves the fields sent and leaves the others; the session and the public profile show the new name', async () => {
    const learner = await signedInClient(server.url, 'student1@demo.test');
    const saved = await learner.post(profile, {
      name: '  Asha Verma ',
      country: 'India',
      phone: '+91 98765 43210',
      graduation_year: 2027,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      name: 'Asha Verma',
      country: 'India',
      phone: '+91 98765 43210',
      graduation_year: 2027,
    });
    const onlyPhone = await learner.post(profile, { phone: '' });
    expect(onlyPhone.json).toMatchObject({
      name: 'Asha Verma',
      country: 'India',
      phone: null,
      graduation_year: 2027,
    });
    const session = await learner.get('/api/auth/session');
    expect(session.json).toMatchObject({ user: { name: 'Asha Verma' } });
    const handle = (saved.json as { handle: string }).handle;
    expect(
      (await createSessionClient(server.url).get(`/api/latest/learner/profile/${handle}/`)).json,
    ).toMatchObject({
      name: 'Asha Verma',
    });
  });

  it('refuses bad fields beside the field, before writing anything', async () => {
    const learner = await signedInClient(server.url, 'student2@demo.test');
    const before = (await learner.get(details)).json;
    const unknownCountry = await learner.post(profile, { name: 'Changed Name', country: 'Atlantis' });
    expect(unknownCountry.status).toBe(400);
    expect(unknownCountry.json.error).toMatchObject({
      fields: { country: 'Choose a country from the list.' },
    });
    const blankName = await learner.post(profile, { name: '   ' });
    expect(blankName.status).toBe(400);
    expect(blankName.json.error).toMatchObject({ fields: { name: 'Enter your name.' } });
    const badPhone = await learner.post(profile, { phone: 'call me' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.json.error).toMatchObject({ fields: { phone: expect.any(String) } });
    const year = await learner.post(profile, { graduation_year: 1200 });
    expect(year.status).toBe(400);
    expect((await learner.get(details)).json).toEqual(before);
    // A learner an institute organization admitted has that institute, set by its admin, not by the learner.
    const admitted = await signedInClient(server.url, 'learner@demo.test');
    const admittedBefore = (await admitted.get(details)).json;
    expect(admittedBefore).toMatchObject({ institute_set_by_organization: true, institute_id: null });
    const institute = await admitted.post(profile, { institute_id: 1 });
    expect(institute.status).toBe(400);
    expect(institute.json.error).toMatchObject({
      fields: { institute_id: expect.stringContaining('admin') },
    });
    expect((await admitted.get(details)).json).toEqual(admittedBefore);
  });
});

describe('institutes (user-institutes-all, user-institutes-institute, user-profile institute_id)', () => {
  const search = (typed: string, query = '') =>
    createSessionClient(server.url).get(`/api/latest/institutes/${encodeURIComponent(typed)}/all/${query}`);
  const names = (answer: { json: Record<string, unknown> }) =>
    (answer.json.results as { name: string }[]).map((row) => row.name);

  it('finds institutes by the start of any word of their name, a page at a time, on the server', async () => {
    const { db } = server.database;
    await db
      .insert(institutes)
      .values(
        Array.from({ length: 25 }, (_, i) => ({ name: `Paged College ${String(i + 1).padStart(2, '0')}` })),
      );
    const tech = await search('tech');
    expect(tech.status).toBe(200);
    expect(tech.json).toEqual({
      results: [{ id: expect.any(Number), name: 'Demo Institute of Technology', city: null }],
      count: 1,
      page: 1,
      page_size: 20,
    });
    expect(names(await search('national inst'))).toEqual(['National Institute of Engineering']);
    const first = await search('paged', '?page_size=10');
    expect(first.json).toMatchObject({ count: 25, page: 1, page_size: 10 });
    expect(names(first)[0]).toBe('Paged College 01');
    const third = await search('paged', '?page=3&page_size=10');
    expect(names(third)).toEqual([
      'Paged College 21',
      'Paged College 22',
      'Paged College 23',
      'Paged College 24',
      'Paged College 25',
    ]);
    // LIKE wildcards are plain text, and too short or overlong input is refused with 400.
    expect(names(await search('%_'))).toEqual([]);
    expect((await search('x')).status).toBe(400);
    expect((await search('x'.repeat(101))).status).toBe(400);
    expect((await search('paged', '?page=0')).status).toBe(400);
    const [one] = names(tech);
    const id = (tech.json.results as { id: number }[])[0]!.id;
    expect(
      (await createSessionClient(server.url).get(`/api/latest/institutes/${id}/institute/`)).json,
    ).toEqual({
      id,
      name: one,
      city: null,
    });
    expect(
      (await createSessionClient(server.url).get('/api/latest/institutes/999999/institute/')).status,
    ).toBe(404);
    expect((await createSessionClient(server.url).get('/api/latest/institutes/abc/institute/')).status).toBe(
      400,
    );
  });

  it('suggests institutes for a form field by name (exact name first) and names the organization an institute is', async () => {
    const visitor = createSessionClient(server.url);
    const suggest = async (query: string) => {
      const answer = await visitor.get(`/api/get-institute/${query}`);
      expect(answer.status).toBe(200);
      return (answer.json.results as { id: number; name: string }[]).map((row) => row.name);
    };
    expect(await suggest('?search=national')).toEqual(['National Institute of Engineering']);
    expect(await suggest('?search=Demo%20Institute%20of%20Technology')).toEqual([
      'Demo Institute of Technology',
    ]);
    // Every word counts: "of" starts a word in two names, so both come, by name; never more than 20.
    expect(await suggest('?search=of')).toEqual(
      expect.arrayContaining(['City College of Computing', 'Demo Institute of Technology']),
    );
    expect((await suggest('')).length).toBeLessThanOrEqual(20);
    expect(await suggest('?search=%25')).toEqual([]);
    expect((await visitor.get(`/api/get-institute/?search=${'x'.repeat(101)}`)).status).toBe(400);

    const { db } = server.database;
    const [demo] = await db
      .select()
      .from(institutes)
      .where(eq(institutes.name, 'Demo Institute of Technology'));
    const [city] = await db.select().from(institutes).where(eq(institutes.name, 'City College of Computing'));
    const organizationOf = (id: number | string) => `/api/institutes/${id}/organization/`;
    // Signed-in callers only: it names organizations on the platform.
    expect((await visitor.get(organizationOf(demo!.id))).status).toBe(401);
    const learner = await signedInClient(server.url, 'student2@demo.test');
    expect((await learner.get(organizationOf(demo!.id))).json).toEqual({
      organization: { slug: 'demo-institute', name: 'Demo Institute of Technology', type: 'institute' },
    });
    expect((await learner.get(organizationOf(city!.id))).json).toEqual({ organization: null });
    expect((await learner.get(organizationOf(999_999))).status).toBe(404);
    expect((await learner.get(organizationOf('abc'))).status).toBe(400);
  });

  it('lets a learner no institute admitted pick one, shows it on the account and public profile, and clear it', async () => {
    const { db } = server.database;
    // A learner outside any institute organization (a company's, or none): their institute is theirs to say.
    await db.update(users).set({ organizationId: null }).where(eq(users.email, 'student3@demo.test'));
    const learner = await signedInClient(server.url, 'student3@demo.test');
    expect((await learner.get(details)).json).toMatchObject({
      institute: null,
      institute_id: null,
      institute_set_by_organization: false,
    });
    const [city] = await db.select().from(institutes).where(eq(institutes.name, 'City College of Computing'));
    const saved = await learner.post(profile, { institute_id: city!.id });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ institute: 'City College of Computing', institute_id: city!.id });
    const handle = (saved.json as { handle: string }).handle;
    const publicProfile = createSessionClient(server.url).get(`/api/latest/learner/profile/${handle}/`);
    expect((await publicProfile).json).toMatchObject({
      institute: 'City College of Computing',
      organization: null,
    });

    // An institute that is not in the list is refused beside the field, and nothing changes.
    const unknown = await learner.post(profile, { institute_id: 999_999, name: 'Someone Else' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({
      fields: { institute_id: 'Choose an institute from the list.' },
    });
    expect((await learner.post(profile, { institute_id: 'City College' })).status).toBe(400);
    expect((await learner.post(profile, { institute_id: -1 })).status).toBe(400);
    expect((await learner.get(details)).json).toMatchObject({
      name: saved.json.name,
      institute_id: city!.id,
    });

    const cleared = await learner.post(profile, { institute_id: null });
    expect(cleared.json).toMatchObject({ institute: null, institute_id: null });
  });
});

describe('profile photo (user-profile-upload-image)', () => {
  it('stores a PNG, shows it on the account, and refuses a file that is not an image by its bytes', async () => {
    const learner = await signedInClient(server.url, 'student3@demo.test');
    const uploaded = await learner.request(
      'PATCH',
      photo,
      undefined,
      {},
      imageForm(PNG, 'me.png', 'image/png'),
    );
    expect(uploaded.status).toBe(200);
    const url = uploaded.json.image_url as string;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{64}\.png$/);
    expect((await learner.get(details)).json.image_url).toBe(url);
    expect((await fetch(server.url + url)).headers.get('content-type')).toBe('image/png');

    const script = new TextEncoder().encode('<script>alert(1)</script>');
    const refused = await learner.request(
      'PATCH',
      photo,
      undefined,
      {},
      imageForm(script, 'x.png', 'image/png'),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ fields: { image: expect.stringContaining('PNG, JPEG') } });
    expect((await learner.get(details)).json.image_url).toBe(url);
  });

  it('needs a session', async () => {
    const visitor = createSessionClient(server.url);
    const refused = await visitor.request(
      'PATCH',
      photo,
      undefined,
      {},
      imageForm(PNG, 'me.png', 'image/png'),
    );
    expect(refused.status).toBe(401);
  });
});
