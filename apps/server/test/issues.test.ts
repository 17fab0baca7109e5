import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

let server: TestServer;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer(
    { smtpUrl: smtp.url, mailFrom: 'support@learnforge.test', issueMailPort: 0 },
    { learners: 3 },
  );
});
afterAll(async () => {
  await server.close();
  smtp.close();
});

const signedIn = (email: string) => signedInClient(server.url, email);
const api = '/api/latest';
type Client = Awaited<ReturnType<typeof signedIn>>;
const fieldsOf = (answer: { json: Record<string, unknown> }) =>
  (answer.json.error as { fields?: Record<string, string> }).fields;

async function fileHelp(client: Client, title: string, category = 'payment') {
  const filed = await client.post(`${api}/issues/`, {
    title,
    description: 'I paid twice for the same batch.',
    category,
    page_url: '/payments',
  });
  expect(filed.status).toBe(200);
  return filed.json as { id: number; reporter: string; status: string };
}

describe('the support issue tracker (001 §4, §7, §8)', () => {
  it('takes a learner’s Help request as an open ticket that only support staff read', async () => {
    const learner = await signedIn('student1@demo.test');
    const issue = await fileHelp(learner, 'Charged twice for DSA');
    expect(issue).toMatchObject({ status: 'open', reporter: 'student1', assignee: null, labels: [] });
    expect((await learner.get(`${api}/issues/?status=open`)).status).toBe(403);
    for (const email of ['crm@demo.test', 'course.admin@demo.test', 'moderator@demo.test'])
      expect((await (await signedIn(email)).get(`${api}/issues/?status=open`)).status).toBe(403);
    expect((await createSessionClient(server.url).post(`${api}/issues/`, {})).status).toBe(401);
    const support = await signedIn('support@demo.test');
    const open = await support.get(`${api}/issues/?status=open`);
    expect(open.status).toBe(200);
    expect((open.json.results as { id: number }[]).map((row) => row.id)).toContain(issue.id);
    const activity = await support.get(`${api}/issues/${issue.id}/activity/`);
    expect(activity.json.results).toEqual([expect.objectContaining({ kind: 'created', actor: 'student1' })]);
  });

  it('refuses a bad Help request beside its fields and writes nothing', async () => {
    const learner = await signedIn('student2@demo.test');
    const bad = await learner.post(`${api}/issues/`, {
      title: 'Hi',
      description: ' ',
      category: 'weather',
      page_url: '/',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad) ?? {}).sort()).toEqual(['category', 'description', 'title']);
  });

  it('lists one status per request with filters; a bad status answers 400 while the others still answer', async () => {
    const support = await signedIn('support@demo.test');
    const learner = await signedIn('student3@demo.test');
    const account = await fileHelp(learner, 'Cannot change my e-mail', 'account');
    const list = await support.get(
      `${api}/issues/?status=open&category=account&search=${encodeURIComponent('e-mail')}`,
    );
    expect((list.json.results as { id: number }[]).map((row) => row.id)).toEqual([account.id]);
    const answers = await Promise.all(
      ['open', 'in_progress', 'nonsense'].map((status) => support.get(`${api}/issues/?status=${status}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400]);
  });

  it('keeps labels (GET, POST, DELETE), refusing a taken name and a bad colour', async () => {
    const support = await signedIn('support@demo.test');
    const made = await support.post(`${api}/issues/labels/`, { name: 'Refund', color: '#FF0000' });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({ name: 'Refund', color: '#ff0000' });
    const again = await support.post(`${api}/issues/labels/`, { name: 'refund', color: '#00ff00' });
    expect(fieldsOf(again)).toEqual({ name: 'There is already a label with this name' });
    const badColour = await support.post(`${api}/issues/labels/`, { name: 'Blue', color: 'blue' });
    expect(fieldsOf(badColour)).toHaveProperty('color');
    const temporary = await support.post(`${api}/issues/labels/`, { name: 'Temporary', color: '#123456' });
    const removed = await support.request('DELETE', `${api}/issues/labels/?label_id=${temporary.json.id}`);
    expect(removed.status).toBe(200);
    const labels = await support.get(`${api}/issues/labels/`);
    expect((labels.json.results as { name: string }[]).map((label) => label.name)).toContain('Refund');
    expect((labels.json.results as { name: string }[]).map((label) => label.name)).not.toContain('Temporary');
    expect(
      (await support.request('DELETE', `${api}/issues/labels/?label_id=${temporary.json.id}`)).status,
    ).toBe(404);
  });

  it('updates one field of many tickets in one transaction: all of them, or none when one is wrong', async () => {
    const support = await signedIn('support@demo.test');
    const learner = await signedIn('student1@demo.test');
    const first = await fileHelp(learner, 'Bulk one');
    const second = await fileHelp(learner, 'Bulk two');
    const label = await support.post(`${api}/issues/labels/`, { name: 'Billing', color: '#00aa00' });
    const missing = await support.request('PATCH', `${api}/issues/bulk-field-update/`, {
      issue_ids: [first.id, 999_999],
      field: 'status',
      value: 'closed',
    });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toEqual({ issue_ids: 'No such issue: 999999' });
    const notStaff = await support.request('PATCH', `${api}/issues/bulk-field-update/`, {
      issue_ids: [first.id, second.id],
      field: 'assignee',
      value: 'student1',
    });
    expect(fieldsOf(notStaff)).toEqual({ assignee: 'Choose someone on the support team' });
    const open = await support.get(`${api}/issues/?status=open&search=Bulk`);
    expect(open.json.count).toBe(2);

    const labelled = await support.request('PATCH', `${api}/issues/bulk-field-update/`, {
      issue_ids: [first.id, second.id],
      field: 'labels',
      value: [label.json.id],
    });
    expect(labelled.json).toEqual({ updated_count: 2 });
    const assigned = await support.request('PATCH', `${api}/issues/bulk-field-update/`, {
      issue_ids: [first.id, second.id],
      field: 'assignee',
      value: 'support',
    });
    expect(assigned.status).toBe(200);
    const closed = await support.request('PATCH', `${api}/issues/bulk-field-update/`, {
      issue_ids: [first.id, second.id],
      field: 'status',
      value: 'closed',
    });
    expect(closed.json).toEqual({ updated_count: 2 });
    const byLabel = await support.get(
      `${api}/issues/?status=closed&label_id=${label.json.id}&assignee=support`,
    );
    expect((byLabel.json.results as { id: number }[]).map((row) => row.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const activity = await support.get(`${api}/issues/${first.id}/activity/`);
    expect((activity.json.results as { kind: string; text: string }[]).map((entry) => entry.text)).toEqual([
      'Filed from the Help form.',
      'Labels set to Billing.',
      'Assigned to support.',
      'Status set to closed.',
    ]);
  });

  it('shows the reporter beside the ticket, named by a base64 handle', async () => {
    const support = await signedIn('support@demo.test');
    const encoded = Buffer.from('student1').toString('base64');
    const person = await support.get(`${api}/issues/get-user-data/?handle=${encodeURIComponent(encoded)}`);
    expect(person.status).toBe(200);
    expect(person.json).toMatchObject({ handle: 'student1', email: 'student1@demo.test' });
    expect((await support.get(`${api}/issues/get-user-data/?handle=${encodeURIComponent('student1!')}`)).status).toBe(400);
    const nobody = Buffer.from('no-such-person').toString('base64');
    expect((await support.get(`${api}/issues/get-user-data/?handle=${nobody}`)).status).toBe(404);
  });

  it('opens a ticket for someone, and mails a staff reply through the job queue, sanitized', async () => {
    const support = await signedIn('support@demo.test');
    const opened = await support.post(`${api}/issues/create/`, {
      title: 'Certificate name is misspelt',
      description: 'Called in: the name on the certificate is wrong.',
      category: 'certificate',
      reporter: 'student2',
      assignee: 'support',
      priority: 'high',
    });
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ reporter: 'student2', assignee: 'support', priority: 'high' });
    const since = smtp.messages.length;
    const reply = await support.post(`${api}/issues/${opened.json.id}/email-reply-queue/`, {
      body_html:
        '<p>We fixed it &amp; reissued it.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">here</a>',
      status_after: 'waiting_on_user',
    });
    expect(reply.status).toBe(200);
    expect(reply.json.queued).toBe(true);
    const mail = await smtp.nextTo('student2@demo.test', since);
    expect(mail.data).toContain('We fixed it & reissued it.');
    // Long subjects are folded onto a second header line.
    const unfolded = mail.data.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/\[Ticket #\d+ ref:[0-9a-f]{24}\]/);
    expect(mail.data).not.toContain('alert');
    const activity = await support.get(`${api}/issues/${opened.json.id}/activity/`);
    const sent = (activity.json.results as { kind: string; text: string }[]).find(
      (entry) => entry.kind === 'staff_reply',
    );
    expect(sent?.text).toBe('<p>We fixed it &amp; reissued it.</p><a rel="noopener noreferrer">here</a>');
    const ticket = await support.get(`${api}/issues/${opened.json.id}/`);
    expect(ticket.json.status).toBe('waiting_on_user');
    const empty = await support.post(`${api}/issues/${opened.json.id}/email-reply-queue/`, {
      body_html: '<script>x</script>',
    });
    expect(fieldsOf(empty)).toEqual({ body_html: 'Write a reply' });

    // The learner answers the mail: the reply comes in over SMTP and lands in the ticket, which opens again.
    const subject = /^Subject: (.*)$/m.exec(unfolded)![1]!.trim();
    const inbound = nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.app.issueMail!.port,
      secure: false,
      ignoreTLS: true,
    });
    const send = (from: string, text: string, messageId: string) =>
      inbound.sendMail({ from, to: 'support@learnforge.test', subject: `Re: ${subject}`, text, messageId });
    await send(
      'student2@demo.test',
      'Thanks, it is right now.\n\nOn Fri, Support wrote:\n> We fixed it',
      '<reply-1@demo.test>',
    );
    // A retry of the same message (its sender timed out waiting) is not added twice.
    await send('student2@demo.test', 'Thanks, it is right now.', '<reply-1@demo.test>');
    await expect(send('student1@demo.test', 'Not my ticket', '<intruder@demo.test>')).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(
      inbound.sendMail({
        from: 'student2@demo.test',
        to: 'support@learnforge.test',
        subject: 'Re: no tag',
        text: 'Hello',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    const after = await support.get(`${api}/issues/${opened.json.id}/activity/`);
    const replies = (after.json.results as { kind: string; text: string; actor: string }[]).filter(
      (entry) => entry.kind === 'email_reply',
    );
    expect(replies).toEqual([
      expect.objectContaining({ actor: 'student2', text: 'Thanks, it is right now.' }),
    ]);
    expect((await support.get(`${api}/issues/${opened.json.id}/`)).json.status).toBe('open');
  });

  it('lets a learner file at most 10 requests an hour', async () => {
    const learner = await signedIn('student3@demo.test');
    // student3 filed one above.
    for (let n = 0; n < 9; n += 1) await fileHelp(learner, `Request number ${n}`);
    const over = await learner.post(`${api}/issues/`, {
      title: 'One too many',
      description: 'x',
      category: 'other',
      page_url: '/',
    });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
  });

  it('closes the Help form when the feature switch is off', async () => {
    const admin = await signedIn('admin@demo.test');
    await admin.post(`${api}/key-value/create/`, {
      key: 'feature.help_form',
      value_type: 'boolean',
      value: 'false',
      is_public: true,
    });
    const learner = await signedIn('student2@demo.test');
    const refused = await learner.post(`${api}/issues/`, {
      title: 'Switched off',
      description: 'x',
      category: 'other',
      page_url: '/',
    });
    expect(refused.status).toBe(403);
  });
});
