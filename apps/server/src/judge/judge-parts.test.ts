import { lstat, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createJudge,
  JudgeQueueFullError,
  JudgeRequestError,
  JudgeUnavailableError,
  judgeOptionsFromEnv,
  sameOutput,
  sandboxAvailable,
} from './index';
import { WorkQueue } from './queue';
import { parseReport, removeTree } from './sandbox';

describe('the work queue', () => {
  it('refuses work beyond its workers and waiting room with queue_full', async () => {
    const queue = new WorkQueue(1, 1);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = queue.push(() => gate.then(() => 'first'));
    const second = queue.push(async () => 'second');
    const third = queue.push(async () => 'third');
    await expect(third).rejects.toBeInstanceOf(JudgeQueueFullError);
    await expect(third).rejects.toMatchObject({ code: 'queue_full' });
    expect({ running: queue.running, queued: queue.queued }).toEqual({ running: 1, queued: 1 });
    release();
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
  });

  it('answers queue_full from the judge itself when too many submissions wait', async () => {
    const judge = createJudge({ workers: 1, queueLimit: 1 });
    try {
      const runs = [1, 2, 3].map(() => judge.run({ language: 'python', source: 'print("hi")', stdin: '' }));
      const settled = await Promise.allSettled(runs);
      expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const refused = settled[2];
      expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(JudgeQueueFullError);
    } finally {
      await judge.close();
    }
  });
});

describe('refusing to run code', () => {
  it('explains why when the deployment chose not to run code', async () => {
    const availability = await sandboxAvailable('none-refuse');
    expect(availability).toMatchObject({ available: false, kind: null });
    expect(availability.reason).toContain('none-refuse');
    const judge = createJudge({ sandbox: 'none-refuse' });
    try {
      await expect(judge.run({ language: 'python', source: 'print(1)', stdin: '' })).rejects.toBeInstanceOf(
        JudgeUnavailableError,
      );
      expect((await judge.status()).sandbox?.available).toBe(false);
    } finally {
      await judge.close();
    }
  });

  it('finds a working sandbox on this machine', async () => {
    const availability = await sandboxAvailable();
    expect(availability.available).toBe(true);
    expect(['bwrap', 'unshare']).toContain(availability.kind);
  });

  it('rejects an unknown language and a submission without tests', async () => {
    const judge = createJudge({ sandbox: 'none-refuse' });
    try {
      await expect(
        judge.run({ language: 'cobol' as unknown as 'python', source: 'DISPLAY 1', stdin: '' }),
      ).rejects.toBeInstanceOf(JudgeRequestError);
      await expect(judge.judge({ language: 'python', source: 'print(1)', tests: [] })).rejects.toBeInstanceOf(
        JudgeRequestError,
      );
    } finally {
      await judge.close();
    }
  });
});

describe('removing a box', () => {
  it('never follows a symlink the program planted', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'learnforge-outside-'));
    const box = await mkdtemp(join(tmpdir(), 'learnforge-box-'));
    try {
      await writeFile(join(outside, 'precious.txt'), 'keep me');
      await mkdir(join(box, 'nested'));
      await symlink(outside, join(box, 'nested', 'link-to-dir'));
      await symlink(join(outside, 'precious.txt'), join(box, 'link-to-file'));
      await writeFile(join(box, 'main'), 'binary');
      await removeTree(box);
      await expect(lstat(box)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await readFile(join(outside, 'precious.txt'), 'utf8')).toBe('keep me');
    } finally {
      await rm(outside, { recursive: true, force: true });
      await rm(box, { recursive: true, force: true });
    }
  });
});

describe('small pieces', () => {
  it('compares outputs line by line without trailing whitespace', () => {
    expect(sameOutput('3  \r\n4\n\n', '3\n4')).toBe(true);
    expect(sameOutput('3 4', '3\n4')).toBe(false);
    expect(sameOutput(' 3', '3')).toBe(false);
  });

  it("reads the supervisor's report", () => {
    expect(parseReport('exit=0 signal=0 cpu_ms=12 wall_ms=30 maxrss_kb=2048 limit=none error=\n')).toEqual({
      exitCode: 0,
      signal: null,
      cpuMs: 12,
      wallMs: 30,
      memoryKb: 2048,
      limit: 'none',
      error: '',
    });
    expect(parseReport('garbage')).toBeNull();
  });

  it('reads its settings from the environment', () => {
    expect(
      judgeOptionsFromEnv({
        JUDGE_SANDBOX: 'unshare',
        JUDGE_WORKERS: '3',
        JUDGE_QUEUE_LIMIT: '0',
        JUDGE0_URL: 'http://127.0.0.1:2358',
      }),
    ).toEqual({ sandbox: 'unshare', workers: 3, queueLimit: 0, judge0Url: 'http://127.0.0.1:2358' });
    expect(judgeOptionsFromEnv({ JUDGE_SANDBOX: 'yolo' })).toEqual({});
  });
});
