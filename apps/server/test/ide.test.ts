import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

const api = '/api/latest';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { learners: 2 });
});
afterAll(async () => {
  await server.close();
});

type Snippet = {
  id: string;
  status: string;
  outcome: string | null;
  stdout: string;
  stderr: string;
  compile_output: string;
  source: string;
  stdin: string;
  language: string;
  author: string;
  is_owner: boolean;
  truncated: boolean;
  expires_at: string;
  created_at: string;
};

async function finished(client: ReturnType<typeof createSessionClient>, id: string): Promise<Snippet> {
  for (let poll = 0; poll < 300; poll++) {
    const answer = await client.get(`${api}/get-status/${id}`);
    expect(answer.status).toBe(200);
    const snippet = answer.json as unknown as Snippet;
    if (snippet.status === 'completed' || snippet.status === 'error') return snippet;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the IDE run ${id} never finished`);
}

describe('the standalone IDE on the real judge', () => {
  it('runs Python on the given stdin and shares the run read-only by its link', async () => {
    const learner = await signedInClient(server.url, 'learner@demo.test');
    const started = await learner.post(`${api}/submit-scripting-result`, {
      language: 'python3',
      source: 'name = input()\nprint(f"Hello, {name}!")\n',
      stdin: 'Ada\n',
    });
    expect(started.status).toBe(200);
    const id = started.json.id as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const mine = await finished(learner, id);
    expect(mine).toMatchObject({
      status: 'completed',
      outcome: 'ok',
      stdout: 'Hello, Ada!\n',
      stdin: 'Ada\n',
      language: 'python3',
      author: expect.any(String),
      is_owner: true,
      truncated: false,
    });
    expect(Date.parse(mine.expires_at) - Date.parse(mine.created_at)).toBe(30 * 24 * 3_600_000);

    // Someone else, even without an account, opens the same link and sees the code and its output, not as its owner.
    const stranger = createSessionClient(server.url);
    const shared = (await stranger.get(`${api}/get-status/${id}`)).json as unknown as Snippet;
    expect(shared).toMatchObject({ source: mine.source, stdout: 'Hello, Ada!\n', is_owner: false });
    const otherLearner = await signedInClient(server.url, 'student1@demo.test');
    expect(((await otherLearner.get(`${api}/get-status/${id}`)).json as { is_owner: boolean }).is_owner).toBe(
      false,
    );
  }, 60_000);

  it('compiles C++ and reports a compile error with the compiler’s words', async () => {
    const learner = await signedInClient(server.url, 'learner@demo.test');
    const good = await learner.post(`${api}/submit-scripting-result`, {
      language: 'cpp',
      source: '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a*b<<"\\n";}\n',
      stdin: '6 7',
    });
    expect((await finished(learner, good.json.id as string)).stdout).toBe('42\n');
    const bad = await learner.post(`${api}/submit-scripting-result`, {
      language: 'cpp',
      source: 'int main() { return undefined_name; }\n',
    });
    const result = await finished(learner, bad.json.id as string);
    expect(result.outcome).toBe('compile_error');
    expect(result.compile_output).toContain('undefined_name');
  }, 120_000);

  it('keeps 64 KiB of output and says it was cut', async () => {
    const learner = await signedInClient(server.url, 'learner@demo.test');
    const started = await learner.post(`${api}/submit-scripting-result`, {
      language: 'javascript',
      source: 'process.stdout.write("x".repeat(200000));\n',
    });
    const result = await finished(learner, started.json.id as string);
    expect(result.stdout.length).toBe(64 * 1024);
    expect(result.truncated).toBe(true);
  }, 60_000);

  it('refuses an anonymous run, an unknown language, empty or oversized code, and names the field', async () => {
    const anonymous = createSessionClient(server.url);
    const refused = await anonymous.post(`${api}/submit-scripting-result`, {
      language: 'python3',
      source: 'print(1)',
    });
    expect(refused.status).toBe(401);
    const learner = await signedInClient(server.url, 'learner@demo.test');
    const cobol = await learner.post(`${api}/submit-scripting-result`, { language: 'cobol', source: 'x' });
    expect(cobol.status).toBe(400);
    const empty = await learner.post(`${api}/submit-scripting-result`, { language: 'python3', source: '' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain('Write some code first');
    const huge = await learner.post(`${api}/submit-scripting-result`, {
      language: 'python3',
      source: 'print(1)',
      stdin: 'y'.repeat(65_537),
    });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.json)).toContain('Input is limited to 64 KiB');
  });

  it('gives every run a link nobody can guess: 128 random bits, unrelated to the last one, and a near miss finds nothing', async () => {
    const learner = await signedInClient(server.url, 'student1@demo.test');
    const ids: string[] = [];
    for (let run = 0; run < 3; run++) {
      const started = await learner.post(`${api}/submit-scripting-result`, {
        language: 'python3',
        source: `print(${run})\n`,
      });
      expect(started.status).toBe(200);
      ids.push(started.json.id as string);
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
    // Not a counter or a clock: consecutive links share no leading run of digits and differ in about half their bits.
    for (let n = 1; n < ids.length; n++) {
      const [before, after] = [BigInt(`0x${ids[n - 1]}`), BigInt(`0x${ids[n]}`)];
      expect(ids[n]!.slice(0, 6)).not.toBe(ids[n - 1]!.slice(0, 6));
      const differingBits = (before ^ after).toString(2).replaceAll('0', '').length;
      expect(differingBits).toBeGreaterThan(32);
      expect(differingBits).toBeLessThan(96);
    }
    // Someone who holds one link and tries its neighbours finds nothing.
    const stranger = createSessionClient(server.url);
    for (const id of ids) {
      const last = Number.parseInt(id.slice(-1), 16);
      for (const neighbour of [(last + 1) % 16, (last + 15) % 16]) {
        const guess = id.slice(0, -1) + neighbour.toString(16);
        if (ids.includes(guess)) continue;
        expect((await stranger.get(`${api}/get-status/${guess}`)).status).toBe(404);
      }
    }
    for (const id of ids) expect((await finished(learner, id)).status).toBe('completed');
  }, 60_000);

  it('answers 404 for a link that was never made and 400 for one that cannot be a link', async () => {
    const anonymous = createSessionClient(server.url);
    expect((await anonymous.get(`${api}/get-status/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await anonymous.get(`${api}/get-status/not!a!link`)).status).toBe(400);
  });

  it('is rate-limited per learner like custom runs: 20 a minute, then 429 with the project’s error shape', async () => {
    const learner = await signedInClient(server.url, 'student2@demo.test');
    // Refused bodies count too (the limit is checked before anything else), so the judge stays idle here.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push(
        (await learner.post(`${api}/submit-scripting-result`, { language: 'python3', source: '' })).status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    const limited = await learner.post(`${api}/submit-scripting-result`, {
      language: 'python3',
      source: 'print(1)',
    });
    expect(limited.status).toBe(429);
    expect((limited.json.error as { code: string }).code).toBe('rate_limited');
  });
});
