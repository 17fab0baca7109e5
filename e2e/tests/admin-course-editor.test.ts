import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, signIn } from '../src/actions';
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

/** A real 1×1 PNG, so the browser can draw the uploaded banner. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function save(page: Page, label: string) {
  await page.getByRole('button', { name: `Save ${label}` }).click();
  await expect.poll(() => page.getByText(`${label} saved.`).isVisible()).toBe(true);
}

describe('course editor', () => {
  it('a course edited in every tab shows its changes on the learner course page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'course.admin@demo.test');
    await page.goto(`${server.url}/dashboard-next/courses?search=java`);
    await page.getByRole('link', { name: 'Java Backend Development' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Edit Java Backend Development' }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'course editor');

    await page.getByRole('textbox', { name: 'Course name' }).fill('Java Backend Pro');
    await page
      .getByRole('textbox', { name: 'What you will learn' })
      .fill('Build REST APIs\nModel data in SQL');
    await page.getByRole('textbox', { name: 'Level' }).fill('Intermediate');
    await save(page, 'Course Intro');

    await openTab(page, 'Course Journey');
    await page.getByRole('button', { name: 'Add a phase' }).click();
    await page.getByRole('textbox', { name: 'Phase 1 title' }).fill('Foundations phase');
    await page.getByRole('button', { name: 'Add a step to phase 1' }).click();
    await page.getByRole('textbox', { name: 'Phase 1 step 1 title' }).fill('Set up the JDK');
    await save(page, 'Course Journey');

    await openTab(page, 'Details');
    await page.getByRole('textbox', { name: 'Course benefits' }).fill('Weekly mentor calls');
    await save(page, 'Details');
    await page.getByRole('combobox', { name: 'Feature to add' }).selectOption({ label: 'Certificate' });
    await page.getByRole('button', { name: 'Add feature to course' }).click();
    const onCourse = page.getByRole('list', { name: 'Features on this course' });
    await expect.poll(() => onCourse.textContent()).toContain('Certificate');

    await openTab(page, 'Course Content');
    await page.getByRole('button', { name: 'Add a section' }).click();
    await page.getByRole('textbox', { name: 'Section 1 title' }).fill('Spring Boot');
    await page.getByRole('textbox', { name: 'Section 1 items' }).fill('Beans\nControllers');
    await save(page, 'Course Content');

    await openTab(page, 'FAQs');
    await page.getByRole('button', { name: 'Add to Course FAQ' }).click();
    await page.getByRole('textbox', { name: 'Course FAQ 1 question' }).fill('Is there a certificate?');
    await page.getByRole('textbox', { name: 'Course FAQ 1 answer' }).fill('Yes, when you finish.');
    await save(page, 'FAQs');

    await openTab(page, 'Send Email');
    await page.getByRole('button', { name: 'Add an email' }).click();
    await page.getByRole('textbox', { name: 'Email 1 subject' }).fill('Welcome to Java Backend');
    await page.getByRole('textbox', { name: 'Email 1 body' }).fill('Your batch starts soon.');
    await save(page, 'Send Email');

    await openTab(page, 'Schema Keywords');
    await page.getByRole('textbox', { name: 'Schema keywords' }).fill('java backend course\nspring boot');
    await save(page, 'Schema Keywords');

    await openTab(page, 'Opt-Languages for Batches');
    await page.getByRole('button', { name: 'Add a batch' }).click();
    await page.getByRole('textbox', { name: 'Batch 1 slug' }).fill('java-backend-2026');
    await page.getByRole('textbox', { name: 'Batch 1 languages' }).fill('Hindi, English');
    await save(page, 'Opt-Languages');

    await openTab(page, 'Course Banners');
    await page.getByRole('textbox', { name: 'Thumbnail title', exact: true }).fill('Java backend cover');
    await page
      .getByLabel('Thumbnail image file', { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload thumbnail image', exact: true }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Thumbnail image url', exact: true }).inputValue())
      .toMatch(/^\/uploads\/images\/[0-9a-f]{64}\.png$/);
    await expectAccessible(page, 'course editor banners tab');
    await save(page, 'Course Banners');

    await openTab(page, 'Premium');
    await page.getByRole('checkbox', { name: 'Included in premium' }).check();
    await save(page, 'Premium');
    await context.close();

    const learner = await newPage(browser);
    const coursePage = learner.page;
    await coursePage.goto(`${server.url}/courses/java-backend`);
    await expect
      .poll(() => coursePage.getByRole('heading', { name: 'Java Backend Pro', level: 1 }).isVisible())
      .toBe(true);
    const text = (await coursePage.locator('main').textContent()) ?? '';
    for (const expected of [
      'Build REST APIs',
      'Level: Intermediate',
      'Foundations phase',
      'Set up the JDK',
      'Weekly mentor calls',
      'Certificate',
      'Spring Boot',
      'Controllers',
      'Is there a certificate?',
      'Java Backend 2026: Hindi, English',
      'Included in Premium',
    ])
      expect(text).toContain(expected);
    const banner = coursePage.getByRole('img', { name: 'Java backend cover' });
    await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(await coursePage.locator('meta[name="keywords"]').getAttribute('content')).toBe(
      'java backend course, spring boot',
    );
    await expectAccessible(coursePage, 'learner course page');
    await learner.context.close();

    const dark = await newPage(browser, { theme: 'dark' });
    await dark.page.goto(`${server.url}/courses/java-backend`);
    await expect
      .poll(() => dark.page.getByRole('heading', { name: 'Java Backend Pro', level: 1 }).isVisible())
      .toBe(true);
    await expectAccessible(dark.page, 'learner course page, dark');
    await dark.context.close();
  });

  it('the course page shows the next batch on sale, its date and price, the mentors and the rating', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/courses/dsa-self-paced`);
    const nextBatch = page.getByRole('region', { name: 'Next batch' });
    await expect.poll(() => nextBatch.isVisible()).toBe(true);
    const batchText = (await nextBatch.textContent()) ?? '';
    expect(batchText).toContain('DSA Next Intake');
    expect(batchText).toMatch(/Starts\d{1,2} [A-Z][a-z]+ 20\d\d/);
    expect(batchText).toContain('₹4,999');
    const mentors = page.getByRole('list', { name: 'Mentors' });
    expect(await mentors.textContent()).toContain('Mo Moderator');
    expect(await page.getByText(/^Rated \d\.\d out of 5 by \d+ learners?$/).isVisible()).toBe(true);
    await expectAccessible(page, 'course page with its next batch');
    await context.close();
  });

  it('a learner cannot open the course editor', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'learner@demo.test');
    await page.goto(`${server.url}/dashboard-next/courses`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'You do not have access to this area' }).isVisible())
      .toBe(true);
    await context.close();
  });
  it('keeps the unsaved draft of every tab across tab switches and asks before leaving with unsaved changes', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'course.admin@demo.test');
    await page.goto(`${server.url}/dashboard-next/courses`);
    await page.getByRole('table').getByRole('link').first().click();
    await expect.poll(() => page.getByRole('heading', { name: /^Edit / }).isVisible()).toBe(true);

    // The staff header's brand leads to the staff tools, not the learner home.
    expect(await page.getByRole('link', { name: 'Learnforge · Staff tools' }).getAttribute('href')).toBe(
      '/dashboard-next/',
    );
    await page.getByRole('textbox', { name: 'Level' }).fill('Draft level, not saved');
    await openTab(page, 'FAQs');
    await page.getByRole('tab', { name: 'Course Intro (unsaved changes)' }).click();
    expect(await page.getByRole('textbox', { name: 'Level' }).inputValue()).toBe('Draft level, not saved');
    await expectAccessible(page, 'course editor with an unsaved tab');

    // Banner names that end in "image" are not doubled ("thumbnail image image file").
    await openTab(page, 'Course Banners');
    expect(await page.getByLabel('Course video thumbnail image file', { exact: true }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Course Intro (unsaved changes)' }).click();

    // Leaving asks first; staying keeps the draft.
    await page.getByRole('link', { name: 'All courses' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect.poll(() => ask.textContent()).toContain('Unsaved changes in Course Intro will be lost.');
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    expect(await page.getByRole('textbox', { name: 'Level' }).inputValue()).toBe('Draft level, not saved');

    // Once saved, the tab is no longer unsaved and leaving asks nothing.
    await save(page, 'Course Intro');
    await expect.poll(() => page.getByRole('tab', { name: 'Course Intro', exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'All courses' }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/dashboard-next/courses`);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  }, 120_000);
});
