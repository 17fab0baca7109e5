import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { sweepUnqueuedMail } from '../src/mail/outbox';
import { signedInClient, startTestServer, type TestServer } from './harness';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

// Mail goes out through the durable job queue (ADR 0061): a relay that refuses is retried, a job that failed
// every attempt is a dead letter a super admin sees and can send again.
let smtp: SmtpListener;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpListener();
  // One retry a second after the first attempt, so the dead letter comes within the test.
  server = await startTestServer(
    { smtpUrl: smtp.url, mailRetryLimit: 1, mailRetryDelaySeconds: 1 },
    { learners: 1 },
  );
});
afterAll(async () => {
  await server?.close();
  smtp?.close();
});

const api = '/api/latest';
const signedIn = (email: string) => signedInClient(server.url, email);
const sentAt = async (subject: string) =>
  (await server.database.db.select().from(outbox).where(eq(outbox.subject, subject)))[0]?.sentAt ?? null;
type Letter = {
  id: string;
  queue: string;
  summary: string;
  error: string;
  attempts: number;
  retryable: boolean;
};

describe('mail through the job queue', () => {
  it('answers before delivery, then a worker delivers it', async () => {
    const admin = await signedIn('institute.admin@demo.test');
    const before = smtp.messages.length;
    const sent = await admin.post(`${api}/organization-dashboard/send-mail/?organization=demo-institute`, {
      subject: 'Lab moved to room 4',
      body: 'See you there.',
      recipients: ['learner@demo.test'],
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ sent: 1, delivered: 0 });
    expect((await smtp.nextTo('learner@demo.test', before)).data).toContain('Subject: Lab moved to room 4');
    await expect.poll(() => sentAt('Lab moved to room 4')).not.toBeNull();
  });

  it('retries a refused mail, keeps it as a dead letter after the last attempt, and sends it when a super admin retries', async () => {
    smtp.refuse(true);
    const admin = await signedIn('institute.admin@demo.test');
    const sent = await admin.post(`${api}/organization-dashboard/send-mail/?organization=demo-institute`, {
      subject: 'Exam on Friday',
      body: 'Bring a pencil.',
      recipients: ['learner@demo.test'],
    });
    expect(sent.status).toBe(200);

    const staff = await signedIn('admin@demo.test');
    const letters = async () =>
      ((await staff.get(`${api}/admin/jobs/dead-letters/`)).json.results as Letter[]).filter(
        (letter) => letter.queue === 'mail',
      );
    await expect.poll(letters, { timeout: 30_000 }).toHaveLength(1);
    const [letter] = await letters();
    expect(letter).toMatchObject({ summary: '1 message', attempts: 2, retryable: true });
    expect(letter!.error).toMatch(/1 of 1 messages were not delivered \(.*451/);
    expect(await sentAt('Exam on Friday')).toBeNull();

    // Only super admins see or retry dead letters.
    expect((await admin.get(`${api}/admin/jobs/dead-letters/`)).status).toBe(403);
    expect((await admin.post(`${api}/admin/jobs/dead-letters/${letter!.id}/retry/`)).status).toBe(403);

    smtp.refuse(false);
    const before = smtp.messages.length;
    const retried = await staff.post(`${api}/admin/jobs/dead-letters/${letter!.id}/retry/`);
    expect(retried.status).toBe(200);
    expect((await smtp.nextTo('learner@demo.test', before)).data).toContain('Subject: Exam on Friday');
    await expect.poll(() => sentAt('Exam on Friday')).not.toBeNull();
    await expect.poll(letters).toHaveLength(0);
    const again = await staff.post(`${api}/admin/jobs/dead-letters/${letter!.id}/retry/`);
    expect(again.status).toBe(404);
  });

  it('lets a super admin discard a dead letter for good: the mail stays unsent and a second discard is 404', async () => {
    smtp.refuse(true);
    const admin = await signedIn('institute.admin@demo.test');
    await admin.post(`${api}/organization-dashboard/send-mail/?organization=demo-institute`, {
      subject: 'Old notice',
      body: 'No longer true.',
      recipients: ['learner@demo.test'],
    });
    const staff = await signedIn('admin@demo.test');
    const letters = async () =>
      ((await staff.get(`${api}/admin/jobs/dead-letters/`)).json.results as Letter[]).filter(
        (letter) => letter.queue === 'mail',
      );
    await expect.poll(letters, { timeout: 30_000 }).toHaveLength(1);
    const [letter] = await letters();
    smtp.refuse(false);

    expect((await admin.request('DELETE', `${api}/admin/jobs/dead-letters/${letter!.id}/`)).status).toBe(403);
    expect((await staff.request('DELETE', `${api}/admin/jobs/dead-letters/not-a-job-id/`)).status).toBe(400);
    const discarded = await staff.request('DELETE', `${api}/admin/jobs/dead-letters/${letter!.id}/`);
    expect(discarded.status).toBe(200);
    expect(discarded.json.message).toBe('The failed job is discarded.');
    expect(await letters()).toHaveLength(0);
    expect(await sentAt('Old notice')).toBeNull();
    expect((await staff.request('DELETE', `${api}/admin/jobs/dead-letters/${letter!.id}/`)).status).toBe(404);
    expect((await staff.post(`${api}/admin/jobs/dead-letters/${letter!.id}/retry/`)).status).toBe(404);

    // The outbox sweep leaves a discarded mail unsent, even once it is old enough to look lost.
    await server.database.db.execute(
      sql`update outbox set created_at = now() - interval '10 minutes' where subject = 'Old notice'`,
    );
    await sweepUnqueuedMail(server.database, server.app.jobQueue);
    expect(await sentAt('Old notice')).toBeNull();
  });

  it('queues mail whose job was never queued (a crash between the commit and the queue) once it is 5 minutes old', async () => {
    const write = (subject: string, minutesAgo: number) =>
      server.database.db.execute(sql`insert into outbox ("to", subject, body, created_at)
        values ('learner@demo.test', ${subject}, 'Lost in a crash.', now() - make_interval(mins => ${minutesAgo}))`);
    await write('Written just now', 0);
    await write('Lost six minutes ago', 6);
    await write('Lost two days ago', 48 * 60);
    const before = smtp.messages.length;
    expect(await sweepUnqueuedMail(server.database, server.app.jobQueue)).toBe(1);
    expect((await smtp.nextTo('learner@demo.test', before)).data).toContain('Subject: Lost six minutes ago');
    await expect.poll(() => sentAt('Lost six minutes ago')).not.toBeNull();
    // A row that is young may still get its job from the request that wrote it; a very old one is left alone.
    expect(await sentAt('Written just now')).toBeNull();
    expect(await sentAt('Lost two days ago')).toBeNull();
    // Once queued, the row is named by its job: a second sweep queues nothing.
    expect(await sweepUnqueuedMail(server.database, server.app.jobQueue)).toBe(0);
  });
});
