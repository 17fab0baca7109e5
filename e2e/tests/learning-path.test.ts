import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text';
import { openAccountMenuLink, signIn } from '../src/actions';
import { atWidthsLightAndDark, expectAccessible, launchBrowser, newPage } from '../src/browser';
import { saveScreenshot } from '../src/screenshots';
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

// A fresh institute student whom no other e2e file signs in as, enrolled in one institute batch only.
const student = 'student17';
const email = `${student}@demo.test`;

const api = (path: string) => `${server.url}/api/latest/${path}`;

/** Completes what is left of a batch through the learner's own API calls (the session of `page`). */
async function completeRestOfBatch(page: Page, batch: string) {
  const send = async (path: string, data: object) => {
    const response = await page.request.post(api(path), { data, headers: { origin: server.url } });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const detail = (await (await page.request.get(api(`batch/${batch}`))).json()) as {
    tracks: { slug: string }[];
  };
  for (const { slug: track } of detail.tracks) {
    const placement = { batch_slug: batch, track_slug: track };
    const content = (await (await page.request.get(api(`tracks/${track}/batch/${batch}/`))).json()) as {
      entities: {
        id: number;
        type: string;
        slug: string | null;
        completed: boolean;
        duration_seconds: number | null;
      }[];
    };
    for (const entity of content.entities.filter((e) => !e.completed)) {
      if (entity.type === 'video') {
        const length = entity.duration_seconds ?? 4;
        await send('user-video-analytics-v2/', {
          batch_slug: batch,
          video_id: entity.id,
          is_live_class_recording: false,
          watched_intervals: [[0, length]],
          position_seconds: length,
          duration_seconds: length,
          playback_rate: 1,
        });
      } else if (entity.type === 'article') await send(`article/${entity.id}/complete/`, placement);
      else if (entity.type === 'quiz-question') {
        const quiz = (await (
          await page.request.get(
            api(`quiz/?${new URLSearchParams({ ...placement, quiz_id: String(entity.id) })}`),
          )
        ).json()) as { quiz_id: number; questions: { id: number }[] };
        // Every demo quiz asks the same two questions: "Three times", then summing and the largest element.
        await send('quiz/submission', {
          ...placement,
          quiz_id: quiz.quiz_id,
          responses: quiz.questions.map((question, index) => ({
            question_id: question.id,
            selected_choices: index % 2 === 0 ? [2] : [1, 3],
          })),
        });
      } else if (entity.type === 'coding-problem') {
        const run = await send(`problems/${entity.slug}/submit/compile/`, {
          ...placement,
          language: 'python3',
          code: 'a, b = map(int, input().split())\nprint(a + b)\n',
        });
        await expect
          .poll(
            async () =>
              (await send('problems/submission/submit/result/', { submission_id: run.submission_id }))
                .verdict,
          )
          .toBe('correct');
      }
    }
  }
}

const progressText = (page: Page) =>
  page
    .getByRole('region', { name: 'Your progress' })
    .getByText(/ done:/)
    .textContent();

describe('the learning path', () => {
  it('My courses → a chapter → the demo video to the end → an article → the quiz → a note; a reload keeps it all, and the institute report shows it', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, email);
    await openAccountMenuLink(page, 'My courses');
    await page
      .getByRole('link', { name: /^Start / })
      .first()
      .click();
    await page.waitForURL('**/batch/*');
    await page.getByRole('link', { name: 'Open Getting Started' }).click();
    await page.waitForURL('**/track/getting-started');
    await expect.poll(() => progressText(page)).toMatch(/^0 of \d+ done/);
    const total = Number(/of (\d+) done/.exec((await progressText(page)) ?? '')?.[1]);

    // The video plays to its end; having watched all of it, it counts as done and progress rises by one.
    await page.getByRole('link', { name: 'Video: Video lesson 1' }).click();
    const player = page.getByRole('region', { name: 'Video lesson 1' });
    await player.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => page.getByText('You have watched this video: it counts as done.').isVisible())
      .toBe(true);
    await expect.poll(() => progressText(page)).toMatch(/^1 of \d+ done/);
    const bar = page.getByRole('progressbar', { name: 'Getting Started progress' });
    // The display value is rounded up (001 §4).
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.ceil(100 / total)));

    await page.getByRole('link', { name: 'Article: Article 1' }).click();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect.poll(() => page.getByText('You have completed this article.').isVisible()).toBe(true);
    await expect.poll(() => progressText(page)).toMatch(/^2 of \d+ done/);

    await page.getByRole('link', { name: 'Quiz: Quiz 1' }).click();
    // Keyboard: the first radio takes focus, the arrow keys move to "Three times".
    await page.getByRole('radio', { name: 'Once' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Three times' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Summing every element' }).check();
    await page.getByRole('checkbox', { name: 'Finding the largest element' }).check();
    await page.getByRole('button', { name: 'Submit the quiz' }).click();
    await expect.poll(() => page.getByText('Your score: 3 of 3').isVisible()).toBe(true);
    await expect.poll(() => progressText(page)).toMatch(/^4 of \d+ done/);

    await page.getByRole('textbox', { name: 'New note' }).fill('Trace **every** loop by hand first.');
    await page.getByRole('button', { name: 'Save the note' }).click();
    const notes = page.getByRole('list', { name: 'Your notes' });
    await expect.poll(() => notes.getByText('every').first().isVisible()).toBe(true);
    await expectAccessible(page, 'track page after the quiz');

    await page.reload();
    await expect.poll(() => progressText(page)).toMatch(/^4 of \d+ done/);
    await expect.poll(() => page.getByText('Your score: 3 of 3').isVisible()).toBe(true);
    await expect.poll(() => notes.getByText('Trace').first().isVisible()).toBe(true);
    for (const item of ['Video: Video lesson 1', 'Article: Article 1', 'Quiz: Quiz 1'])
      expect(
        await page
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: item }) })
          .textContent(),
      ).toContain('(done)');
    // My courses now offers to continue where the learner left off.
    await page.goto(`${server.url}/my-courses`);
    await page
      .getByRole('link', { name: /^Continue / })
      .first()
      .click();
    await page.waitForURL('**/track/getting-started?item=quiz-question-*');
    await context.close();

    // The institute admin's report card for this student reads the same activity.
    const admin = await newPage(browser);
    await admin.page.setViewportSize({ width: 1366, height: 900 });
    await signIn(admin.page, server.url, 'institute.admin@demo.test');
    await admin.page.goto(`${server.url}/organization-dashboard/student-repository/students/${student}`);
    const card = admin.page.getByRole('region', { name: 'Report card' });
    await expect.poll(() => card.isVisible()).toBe(true);
    const stat = (label: string) => card.getByText(label, { exact: true }).locator('..').textContent();
    expect(await stat('Articles')).toContain('1');
    expect(await stat('Quizzes')).toContain('1');
    expect(await stat('Quiz score')).toContain('100');
    expect(await stat('Pre-recorded videos')).toMatch(/1 ·/);
    expect(await stat('Progress')).not.toMatch(/^Progress0%/);
    await admin.context.close();
  });

  it('at completion: the certificate PDF holds the name and verification id, and the public page confirms it', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, email);
    const accountMenu = await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu for/ })
      .textContent();
    const name = accountMenu?.replace('Account menu for ', '').trim() ?? '';
    expect(name).not.toBe('');
    // The chapters' other lessons, quizzes and the practice problem, done through the learner's own calls
    // (the first test walked one of each kind in the browser).
    await completeRestOfBatch(page, 'dsa-institute-2026');

    await page.goto(`${server.url}/batch/dsa-institute-2026`);
    const certificate = page.getByRole('region', { name: 'Certificate' });
    const download = certificate.getByRole('link', { name: 'Download your certificate (PDF)' });
    await expect.poll(() => download.isVisible()).toBe(true);
    const id = /Verification id: (LF-[0-9A-Z]{10})/.exec((await certificate.textContent()) ?? '')?.[1];
    expect(id).toBeDefined();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`certificate-${id}.pdf`);
    const text = pdfText(new Uint8Array(readFileSync((await file.path())!))).join('\n');
    expect(text).toContain(name);
    expect(text).toContain(`Verification id: ${id}`);
    await expectAccessible(page, 'batch page with the certificate');
    // Having done everything this month, the learner's own row on the batch leaderboard is highlighted.
    const board = page.getByRole('table', { name: 'This month in this batch' });
    await expect.poll(() => board.locator('[aria-current]').textContent()).toContain(name);
    await context.close();

    // Anyone with the id, signed in or not, can check it.
    const visitor = await newPage(browser, { theme: 'dark' });
    await visitor.page.setViewportSize({ width: 390, height: 900 });
    await visitor.page.goto(`${server.url}/certificate/${id}`);
    const valid = visitor.page.getByRole('region', { name: 'A valid Learnforge certificate' });
    await expect.poll(() => valid.isVisible()).toBe(true);
    expect(await valid.textContent()).toContain(name);
    expect(await visitor.page.title()).toBe(`Certificate ${id} · Learnforge`);
    await expectAccessible(visitor.page, 'certificate verification page');
    await visitor.page.goto(`${server.url}/certificate/LF-0000000000`);
    await expect
      .poll(() => visitor.page.getByText('No certificate has this verification id.').isVisible())
      .toBe(true);
    await visitor.context.close();
  });

  it('a learner without access sees why, and the content is 403 through the API', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, server.url, 'learner@demo.test');
    await page.goto(`${server.url}/batch/dsa-public-jan-2026`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'You cannot open this batch yet' }).isVisible())
      .toBe(true);
    expect(await page.getByText(/not enrolled in DSA January 2026/).isVisible()).toBe(true);
    const content = await page.request.get(
      `${server.url}/api/latest/tracks/getting-started/batch/dsa-public-jan-2026/`,
    );
    expect(content.status()).toBe(403);
    expect(await page.title()).toBe('DSA January 2026 · Learnforge');
    await expectAccessible(page, 'batch page without access');
    await context.close();
  });

  it('after access ends the batch says when and the way back in; a course admin extends it and it opens again', async () => {
    // student100's access to DSA January 2026 ended three days before the seed day (seed/batch-page.ts).
    const learner = await newPage(browser, { theme: 'dark' });
    await learner.page.setViewportSize({ width: 390, height: 900 });
    await signIn(learner.page, server.url, 'student100@demo.test');
    await learner.page.goto(`${server.url}/batch/dsa-public-jan-2026`);
    const ended = learner.page.getByRole('region', { name: 'Your access to this batch has ended' });
    await expect.poll(() => ended.isVisible()).toBe(true);
    expect(await ended.textContent()).toMatch(/ended on .*Join a new batch on the .* course page/);
    const content = await learner.page.request.get(
      `${server.url}/api/latest/tracks/getting-started/batch/dsa-public-jan-2026/`,
    );
    expect(content.status()).toBe(403);
    expect(await learner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(learner.page, 'batch page after access ended (390 px, dark)');
    await saveScreenshot(learner.page, 'batch-access-ended-390-dark');

    const staff = await newPage(browser);
    await staff.page.setViewportSize({ width: 1366, height: 900 });
    await signIn(staff.page, server.url, 'course.admin@demo.test');
    await staff.page.goto(`${server.url}/batch/dsa-public-jan-2026`);
    const form = staff.page.getByRole('form', { name: "Extend a learner's access" });
    await form.getByLabel("Learner's handle").fill('student100');
    await form.getByLabel('Days to add').fill('30');
    await form.getByLabel('Reason').fill('Missed four weeks in hospital');
    await form.getByRole('button', { name: 'Extend access' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toMatch(/can open DSA January 2026 until/);
    await expectAccessible(staff.page, 'batch page as staff with the extension form');
    await staff.context.close();

    await learner.page.reload();
    await expect.poll(() => learner.page.getByRole('heading', { name: 'Chapters' }).isVisible()).toBe(true);
    expect(await learner.page.getByText(/Your access runs until/).isVisible()).toBe(true);
    await learner.context.close();
  });

  it('the course admin posts a notice that a learner reads; live classes offer the join link, record attendance on joining, and a recording; the learner rates the batch once', async () => {
    const staff = await newPage(browser);
    await staff.page.setViewportSize({ width: 1366, height: 900 });
    await signIn(staff.page, server.url, 'course.admin@demo.test');
    await staff.page.goto(`${server.url}/batch/dsa-public-jan-2026`);
    const form = staff.page.getByRole('form', { name: 'Post a notice' });
    await form.getByRole('textbox', { name: 'Notice title' }).fill('Lab moved to room 4');
    // Markup in a notice is sanitized where it is shown: no forms that imitate the product, no script links.
    await form
      .getByRole('textbox', { name: 'Notice (Markdown)' })
      .fill(
        'Bring **water** and a charger.\n\n<form><button>Sign in again</button></form>\n\n[Room map](javascript:alert(1))',
      );
    await form.getByRole('button', { name: 'Post notice' }).click();
    const board = staff.page.getByRole('region', { name: 'Noticeboard' });
    await expect
      .poll(() => board.getByRole('article', { name: 'Lab moved to room 4' }).isVisible())
      .toBe(true);
    await staff.context.close();

    // student101 has a seat in the public DSA batch (seed/batch-page.ts).
    for (const [width, theme] of [
      [390, 'dark'],
      [1366, 'light'],
    ] as const) {
      const { context, page } = await newPage(browser, { theme });
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, server.url, 'student101@demo.test');
      await page.goto(`${server.url}/batch/dsa-public-jan-2026`);
      const notices = page.getByRole('region', { name: 'Noticeboard' });
      const titles = notices.getByRole('heading', { level: 3 });
      await expect.poll(() => titles.allTextContents()).toContain('Lab moved to room 4');
      // Pinned first, then newest first.
      expect((await titles.allTextContents()).slice(0, 2)).toEqual([
        'Welcome to DSA January 2026',
        'Lab moved to room 4',
      ]);
      const note = notices.getByRole('article', { name: 'Lab moved to room 4' });
      expect(await note.locator('strong').textContent()).toBe('water');
      expect(await note.getByRole('button', { name: 'Sign in again' }).count()).toBe(0);
      expect(await note.locator('a[href^="javascript:"]').count()).toBe(0);
      expect(await note.getByText('Room map').count()).toBe(1);

      const classes = page.getByRole('region', { name: 'Live classes' });
      const live = classes.getByRole('article', { name: 'Live lab: sliding window' });
      await expect.poll(() => live.getByText('Live now').isVisible()).toBe(true);
      const joinLink = live.getByRole('link', { name: 'Join Live lab: sliding window' });
      expect(await joinLink.getAttribute('href')).toMatch(/^https:\/\/meet\.learnforge\.example\//);
      if (theme === 'dark') {
        // Joining opens the meeting in a new tab (answered here, never fetched: tests stay on loopback) and
        // records attendance, which the 1366 px pass finds again after a new sign-in.
        await context.route('https://meet.learnforge.example/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
        );
        const meeting = context.waitForEvent('page');
        await joinLink.click();
        await (await meeting).close();
        await expect
          .poll(() => live.getByRole('status').textContent())
          .toBe('Your attendance at Live lab: sliding window is recorded.');
      }
      await expect.poll(() => live.getByText('Attended', { exact: true }).isVisible()).toBe(true);
      // Rating the batch: once, with the server's refusal beside the stars when none is chosen.
      const rate = page.getByRole('region', { name: 'Rate this batch' });
      if (theme === 'dark') {
        const form = rate.getByRole('form', { name: 'Rate DSA January 2026' });
        await form.getByRole('button', { name: 'Send rating' }).click();
        await expect
          .poll(() => form.getByRole('group', { name: 'Your rating' }).textContent())
          .toContain('Choose a rating from 1 to 5 stars');
        await form.getByRole('radio', { name: '4 stars' }).check();
        await form
          .getByRole('textbox', { name: /What would you tell the next learner/ })
          .fill('The live labs made sliding windows click.');
        await form.getByRole('button', { name: 'Send rating' }).click();
        await expect
          .poll(() => rate.getByRole('status').textContent())
          .toBe('Thank you: you gave DSA January 2026 4 of 5 stars.');
      } else
        await expect
          .poll(() => rate.getByRole('status').textContent())
          .toBe('You have rated DSA January 2026. Thank you.');
      const ahead = classes.getByRole('article', { name: 'Dynamic programming on grids' });
      expect(await ahead.getByText(/The join link appears here at/).isVisible()).toBe(true);
      const past = classes.getByRole('article', { name: 'Graphs: shortest paths' });
      await past.getByRole('button', { name: /Watch the recording/ }).click();
      const player = past.getByRole('region', { name: 'Graphs: shortest paths (recording)' });
      await expect.poll(() => player.isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('table', { name: 'This month in this batch' }).isVisible())
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `batch page with notices and live classes (${width} px, ${theme})`);
      await saveScreenshot(page, `batch-areas-${width}-${theme}`);
      await context.close();
    }
  });

  it("a course admin keeps the batch's community channels and edits an article over the version opened; learners read both", async () => {
    const staff = await newPage(browser);
    await staff.page.setViewportSize({ width: 1366, height: 900 });
    await signIn(staff.page, server.url, 'course.admin@demo.test');
    await staff.page.goto(`${server.url}/batch/dsa-public-jan-2026`);
    const card = staff.page.getByRole('region', { name: 'Community channels' });
    await card.getByRole('button', { name: 'Edit channels' }).click();
    const form = card.getByRole('form', { name: 'Edit community channels' });
    await form.getByRole('button', { name: 'Add a channel' }).click();
    const third = form.getByRole('group', { name: 'Channel 3' });
    await third.getByRole('combobox', { name: 'Platform' }).selectOption('whatsapp');
    await third.getByRole('textbox', { name: 'Channel name' }).fill('Weekend study group');
    const link = third.getByRole('textbox', { name: /Invite link/ });
    await link.fill('chat.whatsapp.com/dsa-weekend');
    await form.getByRole('button', { name: 'Save channels' }).click();
    // The server's refusal is said under the field it is about.
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
    expect(await third.getByText('Enter an address starting with https://').isVisible()).toBe(true);
    await atWidthsLightAndDark(staff.page, [390, 1366], async (width, theme) => {
      expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectAccessible(staff.page, `community channels editor at ${width} px (${theme})`);
      await saveScreenshot(staff.page, `channels-editor-${width}-${theme}`);
    });
    await link.fill('https://chat.whatsapp.com/dsa-weekend');
    await form.getByRole('button', { name: 'Move up Weekend study group' }).click();
    await staff.page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Save channels' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Edit channels' }).isVisible()).toBe(true);

    // The article editor: a second editor saves first, through the same call, over the same version.
    await staff.page.goto(`${server.url}/batch/dsa-institute-2026/track/practice`);
    await staff.page.getByRole('link', { name: 'Article: Article 2' }).click();
    await staff.page.getByRole('button', { name: 'Edit article' }).click();
    const text = staff.page.getByRole('textbox', { name: /Article \(Markdown\)/ });
    await expect.poll(() => text.inputValue()).toContain('## Lesson 2: reading a loop');
    await text.fill(
      '## Lesson 2: two pointers\n\nTwo indices walk towards each other and **meet** in the middle.',
    );
    const id = new URL(staff.page.url()).searchParams.get('item')?.replace('article-', '');
    const other = await staff.page.request.put(`${server.url}/api/latest/article/${id}/edit`, {
      data: { title: 'Article 2', content_markdown: "## Lesson 2\n\nA reviewer's wording.", version: 0 },
      headers: { origin: server.url },
    });
    expect(other.status()).toBe(200);
    await staff.page.getByRole('button', { name: 'Save article' }).click();
    const theirs = staff.page.getByRole('region', { name: 'Version 1, saved by someone else' });
    await expect.poll(() => theirs.getByText("A reviewer's wording.").isVisible()).toBe(true);
    expect(await staff.page.getByRole('alert').textContent()).toMatch(/^Someone else saved this article at/);
    expect(await text.inputValue()).toContain('**meet**');
    await atWidthsLightAndDark(staff.page, [390, 1366], async (width, theme) => {
      expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectAccessible(staff.page, `article editor with a conflict at ${width} px (${theme})`);
      await saveScreenshot(staff.page, `article-editor-${width}-${theme}`);
    });
    await theirs.getByRole('button', { name: 'Keep mine and save over theirs' }).click();
    await staff.page.getByRole('button', { name: 'Save article' }).click();
    await expect.poll(() => staff.page.getByRole('button', { name: 'Edit article' }).isVisible()).toBe(true);
    await staff.context.close();

    // student101 has a seat in the public DSA batch; student17 (this file's learner) reads the institute batch.
    const learner = await newPage(browser);
    await learner.page.setViewportSize({ width: 390, height: 900 });
    await signIn(learner.page, server.url, 'student101@demo.test');
    await learner.page.goto(`${server.url}/batch/dsa-public-jan-2026`);
    const channels = learner.page.getByRole('region', { name: 'Community channels' }).getByRole('link');
    await expect
      .poll(() => channels.allTextContents())
      .toEqual([
        'Weekend study group (opens in a new tab)',
        'DSA January 2026 on Telegram (opens in a new tab)',
        'Doubts on Discord (opens in a new tab)',
      ]);
    expect(await channels.first().getAttribute('href')).toBe('https://chat.whatsapp.com/dsa-weekend');
    await learner.context.close();
    const reader = await newPage(browser);
    await reader.page.setViewportSize({ width: 390, height: 900 });
    await signIn(reader.page, server.url, email);
    await reader.page.goto(`${server.url}/batch/dsa-institute-2026/track/practice?item=article-${id}`);
    await expect
      .poll(() => reader.page.getByRole('heading', { name: 'Lesson 2: two pointers' }).isVisible())
      .toBe(true);
    expect(await reader.page.locator('article strong').first().textContent()).toBe('meet');
    expect(await reader.page.getByRole('button', { name: 'Edit article' }).count()).toBe(0);
    // The video feedback form, open, at both widths and in both themes.
    await reader.page.getByRole('link', { name: 'Video: Video lesson 2' }).click();
    await reader.page.getByRole('button', { name: 'Give feedback on this video' }).click();
    const feedback = reader.page.getByRole('form', { name: 'Feedback on Video lesson 2' });
    await expect.poll(() => feedback.isVisible()).toBe(true);
    await atWidthsLightAndDark(reader.page, [390, 1366], async (width, theme) => {
      expect(await reader.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectAccessible(reader.page, `video feedback form at ${width} px (${theme})`);
    });
    await reader.context.close();
  });

  it('at 390 and 1366 px, light and dark: My courses, the batch and the chapter page fit and pass axe', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, server.url, email);
    for (const [path, ready, title] of [
      ['/my-courses', 'My courses', 'My courses'],
      ['/batch/dsa-institute-2026', 'Chapters', 'DSA 2026 - Demo Institute'],
      ['/batch/dsa-institute-2026/track/practice', 'My notes', 'Practice'],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(server.url + path);
      await expect.poll(() => page.getByRole('heading', { name: ready }).isVisible()).toBe(true);
      // The batch page's lazily loaded areas are part of what axe and the width check look at.
      if (ready === 'Chapters')
        await expect
          .poll(() => page.getByRole('table', { name: 'This month in this batch' }).isVisible())
          .toBe(true);
      expect(await page.title()).toBe(`${title} · Learnforge`);
      await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page, `${path} at ${width} px (${theme})`);
        await saveScreenshot(page, `learning-${path.split('/').at(-1)}-${width}-${theme}`);
      });
    }
    await context.close();
  });
});
