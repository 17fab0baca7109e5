import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
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
});

/** Every tool of the staff tools, as a super admin's home lists them: the link's words and its page. */
const TOOLS: [link: string, path: string][] = [
  ['Open problem authoring', '/problem'],
  ['Open course editor', '/courses'],
  ['Open sale banners', '/sale-banners'],
  ['Open course home sections', '/section-ordering'],
  ['Open course listing', '/course-listing'],
  ['Open registrations', '/registrations'],
  ['Open video feedback', '/video-feedback'],
  ["Open teaching assistants' time", '/ta-timesheets'],
  ['Open live classes', '/live-classes'],
  ['Open rewards store', '/rewards'],
  ['Open coupons', '/coupons'],
  ['Open job portal', '/job-portal'],
  ['Open contests', '/contests'],
  ['Open events', '/events'],
  ['Open summer training', '/summer-training'],
  ['Open hackathons', '/hackathons'],
  ['Open failed background jobs', '/dead-letters'],
  ['Open site settings', '/settings'],
  ['Open moderation', '/moderation'],
  ['Open CRM', '/crm'],
  ['Open all courses', '/all-courses'],
  ['Open people search', '/people'],
  ['Open issues and support', '/issues'],
];

/** What each staff role finds on its home: its own tools and nothing else (000 §1, 001 §6). */
const TOOLS_OF: [email: string, role: string, links: string[]][] = [
  ['setter@demo.test', 'problem setter', ['Open problem authoring', 'Open all courses']],
  [
    'course.admin@demo.test',
    'course admin',
    [
      'Open course editor',
      'Open sale banners',
      'Open course home sections',
      'Open course listing',
      'Open registrations',
      'Open video feedback',
      "Open teaching assistants' time",
      'Open live classes',
      'Open rewards store',
      'Open coupons',
      'Open contests',
      'Open events',
      'Open summer training',
      'Open hackathons',
      'Open all courses',
      'Open people search',
    ],
  ],
  ['moderator@demo.test', 'moderator', ['Open moderation', 'Open all courses', 'Open people search']],
  [
    'crm@demo.test',
    'CRM staff',
    [
      'Open coupons',
      'Open events',
      'Open summer training',
      'Open CRM',
      'Open all courses',
      'Open people search',
    ],
  ],
  [
    'support@demo.test',
    'support staff',
    ['Open rewards store', 'Open all courses', 'Open people search', 'Open issues and support'],
  ],
  ['recruiter2@demo.test', 'recruiter', ['Open job portal', 'Open contests', 'Open all courses']],
  ['admin@demo.test', 'super admin', TOOLS.map(([link]) => link)],
];

const FORBIDDEN = 'You do not have access to this area';

/** Moves to `path` of the staff tools inside the loaded app, as its own links do (no reload, no new sign-in). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/dashboard-next${path}`);
}

/** The page's level-1 heading once it has exactly one that is not `leaving`'s. */
async function headingOnceShown(page: Page, leaving?: string): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect
    .poll(async () => ((await heading.count()) === 1 ? await heading.textContent() : null))
    .toSatisfy((text: string | null) => text !== null && text !== leaving);
  return (await heading.textContent()) ?? '';
}

/**
 * Opens the tool at `path` from the staff home and says its heading. The router keeps the page it leaves on
 * screen until the next one has loaded, so each tool is opened from the home: the home's heading going is the
 * sign that the tool's page (or its refusal) is the one showing.
 */
async function toolHeading(page: Page, path: string): Promise<string> {
  await navigate(page, '/');
  await headingOnceShown(page);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Staff tools');
  await navigate(page, path);
  return headingOnceShown(page, 'Staff tools');
}

describe('each staff role sees only its own areas', () => {
  it.each(TOOLS_OF)(
    '%s (%s): the home lists its tools, they open, and every other tool says no access',
    async (email, _role, links) => {
      const { context, page } = await newPage(browser);
      await signInThroughApi(page, server.url, email);
      await page.goto(`${server.url}/dashboard-next/`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Staff tools', level: 1 }).isVisible())
        .toBe(true);
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: /^Open / })
          .allTextContents(),
      ).toEqual(links);

      const refused: string[] = [];
      const opened: string[] = [];
      for (const [link, path] of TOOLS) {
        ((await toolHeading(page, path)) === FORBIDDEN ? refused : opened).push(link);
      }
      expect(opened).toEqual(links);
      expect(refused).toEqual(TOOLS.map(([link]) => link).filter((link) => !links.includes(link)));
      if (refused.length > 0) {
        // The refusal says who is signed in and leads somewhere useful.
        await toolHeading(page, TOOLS.find(([link]) => link === refused[0])![1]);
        expect(await page.getByText(`You are signed in as ${email}`).isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'Go to the learner home page' }).isVisible()).toBe(true);
        await expectAccessible(page, `no access, ${email}`);
      }
      await context.close();
    },
  );

  it('an organization admin is refused the staff tools', async () => {
    const { context, page } = await newPage(browser, { theme: 'dark' });
    await signInThroughApi(page, server.url, 'institute.admin@demo.test');
    await page.goto(`${server.url}/dashboard-next/`);
    expect(await headingOnceShown(page)).toBe(FORBIDDEN);
    // A link straight to a tool is refused the same way.
    await page.goto(`${server.url}/dashboard-next/coupons`);
    expect(await headingOnceShown(page)).toBe(FORBIDDEN);
    await expectAccessible(page, 'no access, organization admin (dark)');
    await context.close();
  });
});
