import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, signIn, signInThroughApi, signRecruiterContractThroughApi } from '../src/actions';
import { expectAccessible, launchBrowser, newPage } from '../src/browser';
import { type RunningServer, sharedServer } from '../src/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** `datetime-local` text for a moment `days` from now, in the browser's time zone (UTC here). */
function localInput(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
}

async function startCheckout(page: Page, plan: RegExp) {
  await page.goto(`${server.url}/premium/checkout/`);
  await page.getByRole('radio', { name: plan }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Coupon code' }).isVisible()).toBe(true);
}

async function applyCoupon(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await page.getByRole('button', { name: 'Apply coupon' }).click();
}

describe('coupons at checkout', () => {
  it('a coupon made through the five tabs applies at checkout with the right discount', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, server.url, 'course.admin@demo.test');
    await admin.page.goto(`${server.url}/dashboard-next/coupons/new`);
    const page = admin.page;
    await expect.poll(() => page.getByRole('heading', { name: 'New coupon' }).isVisible()).toBe(true);
    await expectAccessible(page, 'coupon editor, General Settings');

    await page.getByRole('textbox', { name: 'Coupon code' }).fill('yearly25');
    await page.getByLabel('Valid from').fill(localInput(-1));
    await page.getByLabel('Valid till').fill(localInput(30));
    await page.getByRole('spinbutton', { name: 'Discount', exact: true }).fill('25');
    await page.getByRole('spinbutton', { name: 'Discount up to' }).fill('300');

    await openTab(page, 'Discount Rules');
    await page.getByRole('combobox', { name: 'Applies to' }).selectOption('entitled_products');
    await page.getByRole('combobox', { name: 'Entitled products' }).fill('Yearly');
    await page.getByRole('option', { name: /Premium Yearly/ }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Entitled products: chosen' }).textContent())
      .toContain('Premium Yearly');
    await expectAccessible(page, 'coupon editor, Discount Rules');

    await openTab(page, 'Assign Publish');
    await page.getByRole('combobox', { name: 'Publish status' }).selectOption('published');
    await page.getByRole('textbox', { name: 'Created by team' }).fill('Growth');

    await openTab(page, 'Create Copies');
    await page.getByRole('spinbutton', { name: 'Number of copies' }).fill('2');

    await openTab(page, 'Influencer details');
    await page.getByRole('switch', { name: 'This coupon is given through an influencer' }).check();
    await page.getByRole('textbox', { name: 'Influencer name' }).fill('Riya Creator');
    await page.getByRole('textbox', { name: 'Influencer email' }).fill('riya@creator.example');
    await expectAccessible(page, 'coupon editor, Influencer details');

    await page.getByRole('button', { name: 'Create coupon' }).click();
    const codes = page.getByRole('list', { name: 'New codes' });
    await expect.poll(() => codes.isVisible()).toBe(true);
    expect(
      (await codes.getByRole('listitem').allTextContents()).every((code) => /^YEARLY25-\w{6}$/.test(code)),
    ).toBe(true);
    // The saved coupon reloads into the tabs as it was made.
    await openTab(page, 'Assign Publish');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Publish status' }).inputValue())
      .toBe('published');
    // An edit shows in the coupon's edit history as a diff of the changed field only.
    await page.getByRole('textbox', { name: 'Created by team' }).fill('Growth India');
    await page.getByRole('button', { name: 'Save coupon' }).click();
    await expect.poll(() => page.getByText(/Coupon YEARLY25 is saved\./).isVisible()).toBe(true);
    // Leaving with an unsaved edit asks first: staying keeps it, leaving drops it.
    await page.getByRole('textbox', { name: 'Created by team' }).fill('Growth draft');
    await page.getByRole('link', { name: 'Edit history' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await ask.getByText('Unsaved changes in this coupon will be lost.').isVisible()).toBe(true);
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Created by team' }).inputValue()).toBe('Growth draft');
    await page.getByRole('link', { name: 'Edit history' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => page.url()).toMatch(/\/dashboard-next\/edit-history\/coupon\/\d+$/);
    // The history starts with the creation (every field added); the edit is the one that removed a value.
    const change = page
      .getByRole('region', { name: 'Change to created_by_team' })
      .filter({ hasText: 'Removed: Growth' });
    await expect.poll(() => change.textContent()).toContain('Removed: Growth');
    expect(await change.textContent()).toContain('Added: Growth India');
    expect(await page.getByRole('heading', { name: 'course-admin changed created_by_team' }).count()).toBe(1);
    await expectAccessible(page, 'coupon edit history');
    await admin.context.close();

    const learner = await newPage(browser);
    await signIn(learner.page, server.url, 'student11@demo.test');
    // The coupon names the yearly plan only.
    await startCheckout(learner.page, /Premium Monthly/);
    await applyCoupon(learner.page, 'YEARLY25');
    await expect
      .poll(() => learner.page.getByText('This coupon does not apply to Premium Monthly.').isVisible())
      .toBe(true);

    await startCheckout(learner.page, /Premium Yearly/);
    await applyCoupon(learner.page, 'yearly25');
    // 25% of ₹3,999 is ₹999.75, capped at ₹300.
    await expect
      .poll(() => learner.page.getByRole('status', { name: 'Coupon' }).textContent())
      .toBe('Coupon YEARLY25 applied: you save ₹300.00.');
    await expectAccessible(learner.page, 'checkout with a coupon');
    // Pay goes to the sandbox gateway's page (ADR 0048) and comes back paid.
    await learner.page
      .getByRole('combobox', { name: 'Your state (for the GST invoice)' })
      .selectOption('Kerala');
    await learner.page.getByRole('button', { name: 'Pay ₹3,699.00' }).click();
    await learner.page.waitForURL('**/sandbox-gateway/pay/**');
    await learner.page.getByRole('button', { name: 'Pay ₹3,699.00' }).click();
    await learner.page.waitForURL('**/checkout/complete**');
    await expect.poll(() => learner.page.getByText('Payment received').isVisible()).toBe(true);
    const history = await learner.page.request.get(`${server.url}/api/latest/user/transactions/`);
    expect((await history.json()).results[0]).toMatchObject({ amount: 369_900, status: 'success' });
    await learner.context.close();
  });

  it('an expired coupon is refused with the reason', async () => {
    const { context, page } = await newPage(browser, { theme: 'dark' });
    await signIn(page, server.url, 'student10@demo.test');
    await startCheckout(page, /Premium Monthly/);
    await applyCoupon(page, 'DIWALI2025');
    await expect
      .poll(() => page.getByText('This coupon expired on 2025-11-15 23:59 UTC.').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Pay ₹499.00' }).isVisible()).toBe(true);
    await expectAccessible(page, 'checkout with a refused coupon (dark)');
    await context.close();
  });
});

describe('job posting', () => {
  it('a job whose publish date has no seconds is stored with :00', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'recruiter@demo.test');
    // The demo recruiter has not signed the recruiter contract, which posting needs (ADR 0068): the job form
    // sends them to the contract first, and signing leads back to it.
    await page.goto(`${server.url}/dashboard-next/jobs/new`);
    await page.waitForURL(/\/dashboard-next\/recruiter-contract\?next=%2Fjobs%2Fnew$/);
    const signForm = page.getByRole('form', { name: 'Sign the recruiter contract' });
    await expect.poll(() => signForm.isVisible()).toBe(true);
    expect(await page.title()).toMatch(/^Recruiter contract \S+ · Staff tools · Learnforge$/);
    await signForm.getByRole('textbox', { name: /Your full name/ }).fill('Rita Recruiter');
    await signForm.getByRole('textbox', { name: /Your designation/ }).fill('Talent lead');
    await signForm.getByRole('checkbox', { name: /^I have read version \S+ and accept it/ }).check();
    await expectAccessible(page, 'recruiter contract');
    await signForm.getByRole('button', { name: 'Sign' }).click();
    const signed = page.getByRole('region', { name: 'Signed' });
    await expect.poll(() => signed.textContent()).toContain('as Rita Recruiter, Talent lead');
    await signed.getByRole('link', { name: 'Continue to job posting' }).click();
    await page.waitForURL(/\/dashboard-next\/jobs\/new$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Post a job' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('option', { name: 'Backend Developer' }).count()).toBe(1);
    await expectAccessible(page, 'job editor');

    await page.getByRole('textbox', { name: 'Job title' }).fill('Node.js Backend Developer');
    await page.getByRole('combobox', { name: 'Designation' }).selectOption({ label: 'Backend Developer' });
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Build REST APIs with Node.js and PostgreSQL.');
    await page.getByRole('textbox', { name: 'Organization name' }).fill('Demo Company');
    await page.getByRole('combobox', { name: 'Cities' }).fill('Beng');
    await page.getByRole('option', { name: /Bengaluru/ }).click();
    await page.getByRole('spinbutton', { name: 'Minimum salary (₹)' }).fill('900000');
    await page.getByRole('spinbutton', { name: 'Maximum salary (₹)' }).fill('1500000');
    await page.getByRole('spinbutton', { name: 'Maximum experience (years)' }).fill('3');
    await page.getByLabel('Publish date').fill('2026-12-01T10:30');
    await page.getByLabel('Last date to apply').fill('2026-12-20T18:00');
    await page.getByRole('button', { name: 'Recommend skills' }).click();
    await page.getByRole('button', { name: 'Add PostgreSQL' }).click();
    const contest = page.getByRole('combobox', { name: 'Hiring contest' });
    await expect
      .poll(() => contest.getByRole('option', { name: /Data Analyst Hiring Challenge/ }).count())
      .toBe(1);
    await contest.selectOption('hiring-data-analyst-challenge');
    await page.getByRole('button', { name: 'Post job' }).click();

    await expect.poll(() => /\/dashboard-next\/jobs\/\d+$/.test(page.url())).toBe(true);
    const id = page.url().split('/').pop();
    const stored = await (await page.request.get(`${server.url}/api/latest/jobs/${id}/edit/`)).json();
    expect(stored).toMatchObject({
      publish_date: '2026-12-01 10:30:00',
      last_apply_date: '2026-12-20 18:00:00',
      salary: { salary_type: 2 },
      locations: ['Bengaluru'],
      skill_sets: ['PostgreSQL'],
      contest_slug: 'hiring-data-analyst-challenge',
    });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Edit job: Node.js Backend Developer' }).isVisible())
      .toBe(true);
    // The saved job reloads with its contest chosen.
    await expect.poll(() => contest.inputValue()).toBe('hiring-data-analyst-challenge');
    await expectAccessible(page, 'job editor with a saved job');

    // The server's refusal is read beside the field it is about, not only in a notification that fades.
    const handle = page.getByRole('textbox', { name: 'Recruiter handle' });
    await handle.fill('nobody-by-this-handle');
    await page.getByRole('button', { name: 'Assign recruiter' }).click();
    await expect.poll(() => handle.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() =>
        handle.evaluate((input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        ),
      )
      .toContain('There is no one with this handle.');

    // An unsaved edit is not lost by leaving: the staff tools ask first, and staying keeps it.
    await page.getByRole('textbox', { name: 'Job title' }).fill('Node.js Backend Developer (draft)');
    await page.getByRole('link', { name: 'All jobs' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await ask.getByText('Unsaved changes in this job will be lost.').isVisible()).toBe(true);
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(page.url()).toContain(`/dashboard-next/jobs/${id}`);
    expect(await page.getByRole('textbox', { name: 'Job title' }).inputValue()).toBe(
      'Node.js Backend Developer (draft)',
    );
    await context.close();
  });

  it('a candidate applies, and the recruiter moves them through the pipeline and exports who is at a stage', async () => {
    const recruiter = await newPage(browser);
    const { page } = recruiter;
    await signInThroughApi(page, server.url, 'recruiter@demo.test');
    const api = `${server.url}/api/latest`;
    const headers = { origin: server.url };
    await signRecruiterContractThroughApi(page, server.url);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const posted = await page.request.post(`${api}/jobs/add/`, {
      headers,
      data: {
        title: 'Pipeline QA Engineer',
        organization: { name: 'Demo Company' },
        designation: { id: null, text: 'QA Engineer' },
        location_type: 'remote',
        locations: [],
        employment_type: 'full-time',
        description: 'Test our payment apps by hand and with Playwright.',
        salary: { min: 500000, max: 900000, salary_type: 2 },
        experience: { min: 0, max: 2 },
        skill_sets: ['Testing'],
        publish_date: `${day(-1)} 09:00:00`,
        last_apply_date: `${day(10)} 18:00:00`,
        institute_ids: [],
        contest_slug: null,
      },
    });
    expect(posted.ok()).toBe(true);
    const jobId = (await posted.json()).id as number;

    // Two candidates (demo learners of this file) apply with a PDF résumé.
    const names: string[] = [];
    for (const email of ['student120@demo.test', 'student121@demo.test']) {
      const candidate = await newPage(browser);
      await signInThroughApi(candidate.page, server.url, email);
      const request = candidate.page.request;
      names.push((await (await request.get(`${server.url}/api/auth/session`)).json()).user.name);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const upload = await request.post(`${api}/jobs/resume/upload/`, {
        headers,
        multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
      });
      expect(upload.ok()).toBe(true);
      const applied = await request.post(`${api}/jobs/${jobId}/apply/`, {
        headers,
        data: {
          page_url: `/jobs/${jobId}`,
          requestType: 'apply',
          phone: '+91 98765 43210',
          state: 'Karnataka',
          city: 'Bengaluru',
          graduation_year: 2024,
          work_experience: 18,
        },
      });
      expect(applied.ok()).toBe(true);
      await candidate.context.close();
    }
    const [asha, ravi] = names as [string, string];

    await page.goto(`${server.url}/dashboard-next/jobs`);
    await page.getByRole('link', { name: 'Applicants for Pipeline QA Engineer' }).click();
    await page.waitForURL(new RegExp(`/dashboard-next/jobs/${jobId}/applicants$`));
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row(ravi).isVisible()).toBe(true);
    expect(await page.title()).toBe('Applicants for Pipeline QA Engineer · Staff tools · Learnforge');
    await expectAccessible(page, 'applicants of a job');
    const move = page.getByRole('form', { name: 'Move the chosen applicants' });
    const stage = move.getByRole('combobox', { name: /Move to/ });

    await page.getByRole('checkbox', { name: `Select ${asha}` }).check();
    await stage.selectOption({ label: 'Interview' });
    await move.getByRole('button', { name: 'Move applicant' }).click();
    await expect.poll(() => row(asha).textContent()).toContain('Interview');

    // A rejection asks for its reason beside the field, then the candidate's row says it.
    await page.getByRole('checkbox', { name: `Select ${ravi}` }).check();
    await stage.selectOption({ label: 'Rejected' });
    await move.getByRole('button', { name: 'Move applicant' }).click();
    const reason = move.getByRole('textbox', { name: /Reason for the rejection/ });
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill('Looking for Playwright experience');
    await move.getByRole('button', { name: 'Move applicant' }).click();
    await expect.poll(() => row(ravi).textContent()).toContain('Rejected: Looking for Playwright experience');

    // Rejected is final: the server's refusal is read beside the stage chosen.
    await page.getByRole('checkbox', { name: `Select ${ravi}` }).check();
    await stage.selectOption({ label: 'Shortlisted' });
    await move.getByRole('button', { name: 'Move applicant' }).click();
    await expect.poll(() => stage.getAttribute('aria-invalid')).toBe('true');
    expect(await move.textContent()).toContain('cannot move to Shortlisted');
    await expectAccessible(page, 'applicants with a refused move');

    // The export holds the applicants the filter shows.
    await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Rejected' });
    await page.waitForURL(/status=rejected/);
    await expect.poll(() => row(asha).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the rejected applicants (CSV)' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(ravi);
    expect(csv).not.toContain(asha);

    // The candidate sees where their application stands.
    const candidate = await newPage(browser);
    await signInThroughApi(candidate.page, server.url, 'student120@demo.test');
    const meta = await (await candidate.page.request.get(`${api}/jobs/${jobId}/meta/`)).json();
    expect(meta.application_status).toBe('interview');
    await candidate.context.close();
    await recruiter.context.close();
  });

  it("lands the recruiter on the dashboard, refuses another organization's recruiter, and tells a learner outside the job's institutes why beside the apply form", async () => {
    const recruiter = await newPage(browser);
    const { page } = recruiter;
    await signInThroughApi(page, server.url, 'recruiter@demo.test');
    await signRecruiterContractThroughApi(page, server.url);
    const api = `${server.url}/api/latest`;
    const headers = { origin: server.url };
    const institute = await page.request.post(`${api}/institutes/`, {
      headers,
      data: { name: 'Eligible Campus E2E' },
    });
    expect(institute.ok()).toBe(true);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Through the job portal's own create call, which checks the job editor's form.
    const posted = await page.request.post(`${api}/job-portal/jobs/`, {
      headers,
      data: {
        title: 'Campus Only Analyst',
        organization: { name: 'Demo Company' },
        designation: { id: null, text: 'Data Analyst' },
        location_type: 'remote',
        locations: [],
        employment_type: 'full-time',
        description: 'Read our payment data with SQL.',
        salary: { min: 400000, max: 700000, salary_type: 2 },
        experience: { min: 0, max: 1 },
        skill_sets: ['SQL'],
        publish_date: `${day(-1)} 09:00:00`,
        last_apply_date: `${day(10)} 18:00:00`,
        institute_ids: [(await institute.json()).id],
        contest_slug: null,
      },
    });
    expect(posted.ok()).toBe(true);
    const jobId = (await posted.json()).id as number;

    // The staff home's job portal opens on the Dashboard tab.
    await page.goto(`${server.url}/dashboard-next/`);
    await page.getByRole('link', { name: 'Open job portal' }).click();
    await page.waitForURL(/\/dashboard-next\/job-portal$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Job portal of Demo Company' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Applicants for Campus Only Analyst' }).isVisible())
      .toBe(true);
    expect(
      await page
        .getByRole('navigation', { name: 'Job portal' })
        .getByRole('link', { name: 'Dashboard' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectAccessible(page, 'recruiter dashboard');

    // Another organization's recruiter reads the refusal instead of the applicants.
    const other = await newPage(browser);
    await signInThroughApi(other.page, server.url, 'recruiter2@demo.test');
    await signRecruiterContractThroughApi(other.page, server.url);
    await other.page.goto(`${server.url}/dashboard-next/jobs/${jobId}/applicants`);
    await expect
      .poll(() => other.page.getByText('This job belongs to another organization.').first().isVisible())
      .toBe(true);
    await other.context.close();

    // A learner who does not study at the job's institute reads why beside the apply form.
    const learner = await newPage(browser);
    await signInThroughApi(learner.page, server.url, 'student210@demo.test');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const upload = await learner.page.request.post(`${api}/jobs/resume/upload/`, {
      headers,
      multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(upload.ok()).toBe(true);
    await learner.page.goto(`${server.url}/jobs/${jobId}`);
    const form = learner.page.getByRole('form', { name: 'Apply for Campus Only Analyst' });
    await expect.poll(() => form.getByRole('combobox', { name: 'State' }).isVisible()).toBe(true);
    await form.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await form.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
    await form.getByRole('combobox', { name: 'City' }).selectOption('Bengaluru');
    await form.getByRole('textbox', { name: 'Graduation year' }).fill('2024');
    await form.getByRole('button', { name: 'Apply for Campus Only Analyst' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toContain('takes applications from students of Eligible Campus E2E only');
    await expectAccessible(learner.page, 'apply form refused for the institute');
    await learner.context.close();
    await recruiter.context.close();
  });
});
