import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
const api = '/api/latest';

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1000 }, { learners: 20 });
});
afterAll(async () => {
  await server.close();
});

const slugsOf = (response: { json: Record<string, unknown> }) =>
  (response.json.results as { course_slug: string }[]).map((course) => course.course_slug).sort();

describe('catalogue level and language filters', () => {
  it('finds courses by the level their Course Intro names, in any letter case, and by a language of a batch on sale', async () => {
    const visitor = createSessionClient(server.url);
    const beginner = await visitor.get(`${api}/courses/?level=beginner&page_size=50`);
    expect(beginner.status).toBe(200);
    expect(slugsOf(beginner)).toEqual(['dsa-classroom-bengaluru', 'dsa-self-paced', 'python-foundations']);
    const advanced = await visitor.get(`${api}/courses/?level=advanced&page_size=50`);
    expect(slugsOf(advanced)).toEqual(['gate-cse-live', 'gate-data-science-live', 'system-design-live']);

    // Only the DSA weekend intake is taught in Hindi; the language matches in any letter case.
    const hindi = await visitor.get(`${api}/courses/?language=HINDI`);
    expect(slugsOf(hindi)).toEqual(['dsa-self-paced']);
    const both = await visitor.get(`${api}/courses/?language=english&level=advanced&page_size=50`);
    expect(slugsOf(both)).toEqual(['gate-cse-live', 'gate-data-science-live']);
    expect((await visitor.get(`${api}/courses/?language=tamil`)).json.count).toBe(0);

    const unknown = await visitor.get(`${api}/courses/?level=expert`);
    expect(unknown.status).toBe(400);
    expect((unknown.json.error as { fields: Record<string, string> }).fields.level).toBe(
      'Choose a level: beginner, intermediate, advanced.',
    );

    // A course admin's level typed in capitals with spaces around still files the course under it.
    const [javaBackend] = await server.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'java-backend'));
    const editor = await signedInClient(server.url, 'course.admin@demo.test');
    const loaded = await editor.get(`${api}/course/${javaBackend!.id}/editor/`);
    const intro = (loaded.json.tabs as Record<string, Record<string, unknown>>)['course-intro']!;
    expect(intro.level).toBe('Intermediate');
    const saved = await editor.request('PUT', `${api}/course/${javaBackend!.id}/editor/`, {
      tab: 'course-intro',
      values: { ...intro, level: ' ADVANCED ' },
    });
    expect(saved.status).toBe(200);
    expect(slugsOf(await visitor.get(`${api}/courses/?level=advanced&page_size=50`))).toContain(
      'java-backend',
    );
    expect(slugsOf(await visitor.get(`${api}/courses/?level=intermediate&page_size=50`))).not.toContain(
      'java-backend',
    );
  });
});
