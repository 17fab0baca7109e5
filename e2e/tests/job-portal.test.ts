import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInThroughApi, signRecruiterContractThroughApi } from '../src/actions';
import { atWidthsLightAndDark, expectAccessible, launchBrowser, newPage, switchTheme } from '../src/browser';
import { layoutProblems } from '../src/layout';
import { mailCount, nextMailTo } from '../src/mailbox';
import { type RunningServer, sharedServer } from '../src/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const widths = [390, 1366];
// Demo accounts no other e2e file signs in as: the recruiter starts with the contract unsigned.
const recruiterEmail = 'recruiter3@demo.test';
const candidateEmail = 'student296@demo.test';
const strangerEmail = 'student297@demo.test';
const jobTitle = 'E2E Assessed Backend Engineer';
const assessmentTitle = 'E2E Backend Screening';
const question = { body: 'E2E screening: which structure serves in arrival order?', right: 'Queue' };

/** `datetime-local` text for a moment `ms` from now, in the browser's time zone (UTC here). */
const localInput = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);

/** A real one-page PDF, with its cross-reference table at the offsets it names, as a résumé is. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 24 72 Td (Curriculum vitae) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

async function heading(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(text);
}

/** Layout and axe at both widths, light then dark, each problem named with `where`. */
async function checkViews(page: Page, where: string, ready: () => Promise<unknown>) {
  await atWidthsLightAndDark(page, widths, async (width, theme) => {
    await expect.poll(ready).toBeTruthy();
    expect(await layoutProblems(page), `${where} at ${width} px (${theme})`).toEqual([]);
    await expectAccessible(page, `${where} at ${width} px (${theme})`);
  });
}

async function nameOf(page: Page): Promise<string> {
  return (await (await page.request.get(`${server.url}/api/auth/session`)).json()).user.name;
}

describe('the job portal with a proctored assessment', () => {
  it('a recruiter signs, builds and sends an assessment; the invited learner applies with a PDF and sits it; the recruiter reads the score and timeline, shortlists and exports; the learner sees the new status', async () => {
    const api = `${server.url}/api/latest`;
    const recruiter = await newPage(browser);
    const staff = recruiter.page;
    await staff.setViewportSize({ width: 1366, height: 900 });
    await signIn(staff, server.url, recruiterEmail);

    // The job portal opens the contract first; signing it opens the rest.
    await staff.goto(`${server.url}/dashboard-next/assessments`);
    await staff.waitForURL(/\/dashboard-next\/recruiter-contract\?next=%2Fassessments$/);
    const signForm = staff.getByRole('form', { name: 'Sign the recruiter contract' });
    await signForm.getByRole('textbox', { name: /Your full name/ }).fill('Rhea Recruiter');
    await signForm.getByRole('textbox', { name: /Your designation/ }).fill('Hiring manager');
    await signForm.getByRole('checkbox', { name: /^I have read version \S+ and accept it/ }).check();
    await signForm.getByRole('button', { name: 'Sign' }).click();
    const signed = staff.getByRole('region', { name: 'Signed' });
    await expect.poll(() => signed.textContent()).toContain('as Rhea Recruiter, Hiring manager');

    // A bank question, through the contest editor's bank, which recruiters write to.
    const created = await staff.request.post(`${api}/admin/quiz-questions/`, {
      data: {
        question_type: 'single',
        body: question.body,
        options: [
          { id: 1, text: question.right },
          { id: 2, text: 'Stack' },
        ],
        correct_option_ids: [1],
        marks: 1,
      },
    });
    expect(created.status()).toBe(200);
    // The job, posted through the job form.
    await staff.goto(`${server.url}/dashboard-next/jobs/new`);
    await heading(staff, 'Post a job');
    await expect.poll(() => staff.getByRole('option', { name: 'Backend Developer' }).count()).toBe(1);
    await staff.getByRole('textbox', { name: 'Job title' }).fill(jobTitle);
    await staff.getByRole('combobox', { name: 'Designation' }).selectOption({ label: 'Backend Developer' });
    await staff.getByRole('textbox', { name: 'Description' }).fill('Build the payment APIs.');
    await staff.getByRole('textbox', { name: 'Organization name' }).fill('Demo Company');
    await staff.getByRole('combobox', { name: 'Location type' }).selectOption({ label: 'Remote' });
    await staff.getByRole('spinbutton', { name: 'Minimum salary (₹)' }).fill('800000');
    await staff.getByRole('spinbutton', { name: 'Maximum salary (₹)' }).fill('1400000');
    await staff.getByRole('spinbutton', { name: 'Maximum experience (years)' }).fill('3');
    await staff.getByLabel('Publish date').fill(localInput(-86_400_000));
    await staff.getByLabel('Last date to apply').fill(localInput(10 * 86_400_000));
    await staff.getByRole('button', { name: 'Post job' }).click();
    await expect.poll(() => /\/dashboard-next\/jobs\/\d+$/.test(staff.url())).toBe(true);
    const jobId = Number(new URL(staff.url()).pathname.split('/').pop());

    // The assessment: the bank question and a library problem, found by its title and shown by it.
    await staff.goto(`${server.url}/dashboard-next/assessments`);
    await heading(staff, 'Assessments');
    const form = staff.getByRole('form', { name: 'New assessment' });
    await form.getByRole('textbox', { name: 'Title' }).fill(assessmentTitle);
    await form.getByLabel('Opens').fill(localInput(-120_000));
    await form.getByLabel('Closes').fill(localInput(2 * 3_600_000));
    await form.getByRole('spinbutton', { name: 'Minutes per sitting' }).fill('30');
    await form.getByRole('searchbox', { name: 'Search the bank' }).fill('E2E screening');
    await form.getByRole('checkbox', { name: question.body }).check();
    await form.getByRole('combobox', { name: 'Add a library problem' }).fill('Sum of Two');
    await staff.getByRole('option', { name: /Sum of Two Numbers/ }).click();
    const problems = form.getByRole('list', { name: 'Coding problems of the assessment' });
    await expect
      .poll(() => problems.getByRole('textbox', { name: /^Problem/ }).inputValue())
      .toBe('Sum of Two Numbers');
    expect(await problems.getByText('sum-of-two-numbers').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Create the assessment' }).click();
    await staff.waitForURL(/\/dashboard-next\/assessments\/\d+$/);
    const assessmentPath = new URL(staff.url()).pathname;
    const assessmentId = Number(assessmentPath.split('/').pop());
    await heading(staff, `Assessment ${assessmentTitle}`);
    // A fresh load: the save's notice (a toast for a few seconds) has nothing to do with the layout.
    await staff.reload();
    await checkViews(staff, 'assessment before its contest', () =>
      staff.getByRole('button', { name: 'Generate the contest' }).isVisible(),
    );

    await staff.getByRole('button', { name: 'Generate the contest' }).click();
    await expect
      .poll(() => staff.getByRole('region', { name: 'The contest' }).textContent())
      .toContain('by invitation only');
    const jobsAsking = staff.getByRole('region', { name: 'Jobs that ask for it' });
    await jobsAsking.getByRole('combobox', { name: 'Job' }).selectOption({ label: jobTitle });
    await jobsAsking.getByRole('button', { name: 'Ask for it in this job' }).click();
    await expect.poll(() => jobsAsking.getByRole('link', { name: jobTitle }).isVisible()).toBe(true);

    const invite = staff.getByRole('form', { name: 'Invite candidates by mail' });
    await invite.getByRole('textbox', { name: /Addresses/ }).fill(candidateEmail);
    const since = mailCount();
    await invite.getByRole('button', { name: 'Send the invitations' }).click();
    await expect.poll(() => invite.getByRole('status').textContent()).toContain('1 invitation sent.');

    // The invitation arrives by mail through the SMTP listener; its link is the assessment's contest.
    const mail = await nextMailTo(candidateEmail, since);
    expect(mail).toContain(`Demo Company invites you to the assessment ${assessmentTitle}`);
    const link = /open: (http\S+)/.exec(mail)?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${server.url}/contest/[a-z0-9-]+$`));

    // Someone else who was not invited finds nothing at that address.
    const stranger = await newPage(browser);
    await signIn(stranger.page, server.url, strangerEmail);
    const strangerName = await nameOf(stranger.page);
    await stranger.page.goto(link);
    await heading(stranger.page, 'Contest not found');
    expect(
      await stranger.page.getByText(/It opens only for the address the invitation was sent to/).isVisible(),
    ).toBe(true);
    // They apply for the job from its page, so the export below has someone to leave out.
    const upload = await stranger.page.request.post(`${api}/jobs/resume/upload/`, {
      headers: { origin: server.url },
      multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: onePagePdf() } },
    });
    expect(upload.ok()).toBe(true);
    const strangerApplied = await stranger.page.request.post(`${api}/jobs/${jobId}/apply/`, {
      headers: { origin: server.url },
      data: {
        page_url: `/jobs/${jobId}`,
        requestType: 'apply',
        phone: '+91 98765 43297',
        state: 'Karnataka',
        city: 'Bengaluru',
        graduation_year: 2024,
        work_experience: 0,
      },
    });
    expect(strangerApplied.ok()).toBe(true);
    await stranger.context.close();

    // The invited learner follows the link, registers and applies with a PDF résumé from the contest page.
    const learner = await newPage(browser);
    const candidate = learner.page;
    await candidate.setViewportSize({ width: 1366, height: 900 });
    await signIn(candidate, server.url, candidateEmail);
    const candidateName = await nameOf(candidate);
    await candidate.goto(link);
    await heading(candidate, assessmentTitle);
    const slug = new URL(link).pathname.split('/')[2]!;
    await candidate.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => candidate.getByRole('status').filter({ hasText: 'You are registered' }).isVisible())
      .toBe(true);
    const job = candidate.getByRole('region', { name: `The job: ${jobTitle}` });
    const apply = job.getByRole('form', { name: `Apply for ${jobTitle}` });
    await expect.poll(() => apply.isVisible()).toBe(true);
    await apply
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
    await expect.poll(() => apply.getByRole('link', { name: 'Download cv.pdf' }).isVisible()).toBe(true);
    await apply.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43296');
    await apply.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
    await apply.getByRole('combobox', { name: 'City' }).selectOption('Bengaluru');
    await apply.getByRole('textbox', { name: 'Graduation year' }).fill('2025');
    await apply.getByRole('button', { name: `Apply for ${jobTitle}` }).click();
    await expect.poll(() => job.getByRole('status').textContent()).toContain(`You applied for ${jobTitle}.`);
    await candidate.reload();
    await checkViews(candidate, 'assessment contest page', () =>
      candidate.getByRole('button', { name: 'Start the contest' }).isVisible(),
    );

    // The proctored sitting: the quiz answered, a tab switch warned, the coding problem judged for real.
    await candidate.getByRole('button', { name: 'Start the contest' }).click();
    await candidate.waitForURL(new RegExp(`/contest/${slug}/quiz`));
    await expect
      .poll(() => candidate.getByRole('heading', { name: 'Question 1 of 1' }).isVisible())
      .toBe(true);
    await candidate.getByRole('radio', { name: question.right }).check();
    await expect
      .poll(() =>
        candidate
          .getByRole('status')
          .filter({ hasText: /^Saved$/ })
          .isVisible(),
      )
      .toBe(true);
    // Headless Chromium never hides a page, so the browser's own "tab hidden" signal is played (as in
    // contests.test.ts); the warning is the server's count, posted by the page as for a real switch.
    await candidate.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      delete (document as { visibilityState?: unknown }).visibilityState;
    });
    await expect
      .poll(async () => (await candidate.getByRole('alert').allTextContents()).join(' | '))
      .toMatch(/Warning 1 of \d+: you left the contest tab/);
    // The quiz room proctors shrinking the window, so each width is its own tab opened at that width.
    for (const width of widths) {
      const view = await learner.context.newPage();
      await view.setViewportSize({ width, height: 900 });
      await view.goto(`${server.url}/contest/${slug}/quiz`);
      await expect.poll(() => view.getByRole('heading', { name: 'Question 1 of 1' }).isVisible()).toBe(true);
      for (const theme of ['light', 'dark'] as const) {
        await switchTheme(view, theme);
        expect(await layoutProblems(view), `quiz room at ${width} px (${theme})`).toEqual([]);
        await expectAccessible(view, `quiz room at ${width} px (${theme})`);
      }
      await view.close();
    }

    const coding = await learner.context.newPage();
    await coding.setViewportSize({ width: 1366, height: 900 });
    await coding.goto(`${server.url}/problems/sum-of-two-numbers/1?contest=${slug}`);
    await expect
      .poll(() =>
        coding
          .getByRole('region', { name: `Contest: ${assessmentTitle}` })
          .getByRole('timer', { name: 'Time left' })
          .isVisible(),
      )
      .toBe(true);
    await coding.getByLabel('Language').selectOption({ label: 'Python 3' });
    const editor = coding.getByRole('textbox', { name: 'Code editor' });
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.click();
    await coding.keyboard.press('ControlOrMeta+A');
    await coding.keyboard.insertText('a, b = map(int, input().split())\nprint(a + b)\n');
    await coding.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => coding.getByRole('region', { name: 'Result' }).textContent(), { timeout: 120_000 })
      .toMatch(/Correct/);
    await coding.close();

    candidate.once('dialog', (dialog) => void dialog.accept());
    await candidate.getByRole('button', { name: 'End the contest' }).click();
    await candidate.waitForURL(new RegExp(`/contest/${slug}/summary`));
    await expect.poll(() => candidate.getByText('101 of 101').first().isVisible()).toBe(true);

    // The recruiter reads the score and the proctoring timeline.
    await staff.goto(`${server.url}${assessmentPath}`);
    const result = staff.getByRole('link', {
      name: new RegExp(`the sitting and proctoring timeline of ${candidateName}$`),
    });
    await expect.poll(() => result.textContent()).toBe('Finished: 101 of 101 (1 warning)');
    await checkViews(staff, 'assessment with its candidates', () => result.isVisible());
    await result.click();
    await staff.waitForURL(new RegExp(`${assessmentPath}/candidates/student296$`));
    await heading(staff, `${candidateName}: ${assessmentTitle}`);
    const sitting = staff.getByRole('region', { name: 'Result' });
    await expect.poll(() => sitting.textContent()).toContain('101 of 101');
    const timeline = staff.getByRole('list', { name: `Proctoring timeline of ${candidateName}` });
    await expect.poll(() => timeline.textContent()).toMatch(/Left the contest tab/);
    await checkViews(staff, 'candidate sitting with the proctoring timeline', () => timeline.isVisible());

    // The recruiter shortlists the candidate and exports the shortlist with the results.
    await staff.goto(`${server.url}/dashboard-next/jobs/${jobId}/applicants`);
    const row = (name: string) => staff.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row(candidateName).textContent()).toContain('101 of 101');
    const move = staff.getByRole('form', { name: 'Move the chosen applicants' });
    await staff.getByRole('checkbox', { name: `Select ${candidateName}` }).check();
    await move.getByRole('combobox', { name: /Move to/ }).selectOption({ label: 'Shortlisted' });
    await move.getByRole('button', { name: 'Move applicant' }).click();
    await expect.poll(() => row(candidateName).textContent()).toContain('Shortlisted');
    await staff.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Shortlisted' });
    await staff.waitForURL(/status=shortlisted/);
    await expect.poll(() => row(strangerName).count()).toBe(0);
    await checkViews(staff, 'shortlisted applicants', () => row(candidateName).isVisible());
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'Download the shortlisted applicants (CSV)' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(
      'Status,Rejection reason,Applied at (UTC),Assessment,Assessment state,Assessment score',
    );
    expect(lines[1]).toContain(candidateName);
    expect(lines[1]).toContain(`Shortlisted`);
    expect(lines[1]).toContain(`${assessmentTitle},Finished,101,101,1`);
    expect(csv).not.toContain(strangerName);

    // Another organization's recruiter reaches none of it.
    const other = await newPage(browser);
    await signInThroughApi(other.page, server.url, 'recruiter2@demo.test');
    await signRecruiterContractThroughApi(other.page, server.url);
    const candidates = `${api}/job-portal/dashboard/candidates`;
    for (const path of [
      `${candidates}/?job_id=${jobId}&page=1`,
      `${candidates}/?mcs_id=${assessmentId}&page=1`,
      `${candidates}/csv/?job_id=${jobId}`,
      `${candidates}/resume/?job_id=${jobId}&handle=student296`,
      `${candidates}/proctored-assets/?mcs_id=${assessmentId}&handle=student296`,
      `${api}/job-portal/mcs/${assessmentId}/`,
    ])
      expect([path, (await other.page.request.get(path)).status()]).toEqual([path, 403]);
    await other.page.goto(`${server.url}${assessmentPath}/candidates/student296`);
    await expect
      .poll(() =>
        other.page.getByText('This assessment belongs to another organization.').first().isVisible(),
      )
      .toBe(true);
    await other.context.close();
    await recruiter.context.close();

    // The learner sees the new status among their applications.
    await candidate.goto(`${server.url}/jobs?status=applied`);
    const card = candidate.getByRole('listitem').filter({ hasText: jobTitle });
    await expect.poll(() => card.textContent()).toContain('Shortlisted');
    await checkViews(candidate, 'the learner’s applications', () => card.isVisible());
    await learner.context.close();
  }, 480_000);
});
