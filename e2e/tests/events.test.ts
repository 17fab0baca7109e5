import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
import { expectAccessible, launchBrowser, newPage, type ThemeName } from '../src/browser';
import { type RunningServer, sharedServer } from '../src/server';

// Events (ADR 0070) and hackathons (ADR 0077): this file's learners are student130 to student139.
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(email: string, theme: ThemeName, width: number) {
  const { context, page } = await newPage(browser, { theme });
  await page.setViewportSize({ width, height: 900 });
  await signInThroughApi(page, server.url, email);
  return { context, page };
}

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('events', () => {
  it('a learner enrols in an event and subscribes to a recurring series (light, 1366 px)', async () => {
    const { context, page } = await signedInPage('student130@demo.test', 'light', 1366);
    await page.goto(`${server.url}/events`);
    await heading(page, 'Events');
    await expect.poll(() => page.getByRole('list', { name: 'Featured events' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Open Campus Coding Meetup' }).click();
    await page.waitForURL(/\/events\/\d+$/);
    await heading(page, 'Campus Coding Meetup');
    expect(await page.title()).toContain('Campus Coding Meetup');
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'You have a seat at Campus Coding Meetup.' }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByText('You have a seat. We mail you a reminder the day before.').isVisible())
      .toBe(true);
    expect(await page.getByText('1 of 40 seats taken').isVisible()).toBe(true);
    await expectAccessible(page, 'an event page after enrolling (light)');

    await page.goto(`${server.url}/events/rec/weekly-contest`);
    await heading(page, 'Weekly Contest');
    await expect
      .poll(() => page.getByRole('table', { name: 'Weekly Contest leaderboard' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Subscribe to Weekly Contest' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You are subscribed: we mail you' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Unsubscribe' }).isVisible()).toBe(true);
    await expectAccessible(page, 'the recurring event page (light)');
    await context.close();
  });

  it('the events pages are axe-clean in the dark theme at 390 px, without sideways scroll', async () => {
    const { context, page } = await signedInPage('student131@demo.test', 'dark', 390);
    await page.goto(`${server.url}/events`);
    await heading(page, 'Events');
    await expect
      .poll(() => page.getByRole('link', { name: 'Open Campus Coding Meetup' }).isVisible())
      .toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'the events page (dark, 390 px)');
    await page.getByRole('link', { name: 'Open Campus Coding Meetup' }).click();
    await page.waitForURL(/\/events\/\d+$/);
    await heading(page, 'Campus Coding Meetup');
    await expect.poll(() => page.getByRole('button', { name: 'Enrol' }).isVisible()).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'an event page (dark, 390 px)');
    await page.goto(`${server.url}/events/rec/weekly-contest`);
    await heading(page, 'Weekly Contest');
    await expect
      .poll(() => page.getByRole('table', { name: 'Weekly Contest leaderboard' }).isVisible())
      .toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'the recurring event page (dark, 390 px)');
    await context.close();
  });
});

describe('hackathons', () => {
  it('three learners form a team by invite and submit; a late change is refused; the organiser scores and shortlists them; the team sees the result', async () => {
    const hackathon = `${server.url}/hackathon/campus-build-sprint`;
    const leader = await signedInPage('student132@demo.test', 'light', 1366);
    await leader.page.goto(`${server.url}/hackathons`);
    await heading(leader.page, 'Hackathons');
    await leader.page.getByRole('link', { name: 'Open Campus Build Sprint' }).click();
    await leader.page.waitForURL(/\/hackathon\/campus-build-sprint$/);
    await heading(leader.page, 'Campus Build Sprint');
    expect(await leader.page.title()).toContain('Campus Build Sprint');
    await leader.page.getByLabel('Team name').fill('Byte Club');
    await leader.page.getByRole('button', { name: 'Register with this team' }).click();
    await expect
      .poll(() => leader.page.getByText('Another team already has this name; choose another.').isVisible())
      .toBe(true);
    await leader.page.getByLabel('Team name').fill('Event Horizon');
    await leader.page.getByRole('button', { name: 'Register with this team' }).click();
    const inviteField = leader.page.getByLabel('Invite link (share it with your teammates)');
    await expect.poll(() => inviteField.isVisible()).toBe(true);
    const inviteLink = await inviteField.inputValue();
    expect(inviteLink).toContain('team=event-horizon-');

    for (const email of ['student133@demo.test', 'student134@demo.test']) {
      const mate = await signedInPage(email, 'light', 1366);
      await mate.page.goto(inviteLink.replace(/^https?:\/\/[^/]+/, server.url));
      await mate.page.getByRole('button', { name: 'Join the team' }).click();
      await expect
        .poll(() => mate.page.getByRole('list', { name: 'Members of Event Horizon' }).isVisible())
        .toBe(true);
      await mate.context.close();
    }
    await leader.page.reload();
    await expect
      .poll(() =>
        leader.page.getByRole('list', { name: 'Members of Event Horizon' }).getByRole('listitem').count(),
      )
      .toBe(3);
    const form = leader.page.getByRole('form', { name: 'Submission to Round 1: Prototype' });
    await form.getByLabel('Project title').fill('Timetable helper');
    await form.getByLabel('Project link').fill('not a link');
    await form.getByRole('button', { name: 'Submit to Round 1: Prototype' }).click();
    await expect.poll(() => form.getByText('starting with https://').first().isVisible()).toBe(true);
    await form.getByLabel('Project link').fill('https://example.org/event-horizon/timetable');
    await form.getByRole('button', { name: 'Submit to Round 1: Prototype' }).click();
    await expect
      .poll(() =>
        form
          .getByRole('status')
          .filter({ hasText: 'Your submission to Round 1: Prototype is saved' })
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(leader.page, 'a hackathon page with a team and a submission (light)');

    // The organiser closes round 1 now (its deadline moves to this moment), as the editor's rounds step does.
    const organiser = await signedInPage('course.admin@demo.test', 'dark', 390);
    const steps = await organiser.page.request.get(
      `${server.url}/api/latest/hackathon/campus-build-sprint/editor/steps/`,
    );
    const rounds = ((await steps.json()) as { values: { rounds: Record<string, unknown>[] } }).values.rounds;
    const closed = await organiser.page.request.put(
      `${server.url}/api/latest/hackathon/campus-build-sprint/editor/steps/`,
      {
        headers: { origin: server.url },
        data: {
          step: 'rounds',
          rounds: rounds.map((round, index) => ({
            id: round.id,
            name: round.name,
            starts_at: round.starts_at,
            ends_at: index === 0 ? new Date().toISOString() : round.ends_at,
            submission_type: round.submission_type,
            contest_slug: round.contest_slug,
          })),
        },
      },
    );
    expect(closed.status()).toBe(200);
    await form.getByLabel('Project title').fill('Timetable helper, late');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => form.getByRole('alert').filter({ hasText: 'submissions are closed' }).isVisible())
      .toBe(true);

    await organiser.page.goto(`${server.url}/dashboard-next/hackathons`);
    await heading(organiser.page, 'Hackathons');
    await organiser.page.getByRole('link', { name: 'Campus Build Sprint' }).click();
    await heading(organiser.page, 'Campus Build Sprint');
    await organiser.page.getByRole('link', { name: 'Judge Round 1: Prototype' }).click();
    await heading(organiser.page, 'Round 1: Prototype, Campus Build Sprint');
    const team = organiser.page.getByRole('region', { name: 'Event Horizon' });
    await team.getByLabel('Score of Event Horizon (0 to 100)').fill('120');
    await team.getByRole('button', { name: 'Save the score' }).click();
    await expect.poll(() => team.getByText('Give a score from 0 to 100.').isVisible()).toBe(true);
    await team.getByLabel('Score of Event Horizon (0 to 100)').fill('88');
    await team.getByRole('button', { name: 'Save the score' }).click();
    await expect
      .poll(() => team.getByRole('status').filter({ hasText: 'Scored Timetable helper: 88.' }).isVisible())
      .toBe(true);
    await team.getByLabel('Shortlist Event Horizon for the next round').check();
    await organiser.page.getByRole('button', { name: 'Publish the results of Round 1: Prototype' }).click();
    await expect
      .poll(() =>
        organiser.page
          .getByRole('status')
          .filter({ hasText: 'The results of Round 1: Prototype are published' })
          .isVisible(),
      )
      .toBe(true);
    expect(await sidewaysScroll(organiser.page)).toBe(0);
    await expectAccessible(organiser.page, 'the judging page after publishing (dark, 390 px)');
    await organiser.context.close();

    await leader.page.reload();
    await expect.poll(() => leader.page.getByText('Shortlisted', { exact: true }).isVisible()).toBe(true);
    expect(await leader.page.getByText('Your team scored 88 out of 100.').isVisible()).toBe(true);
    await expect
      .poll(() =>
        leader.page
          .getByText('The results of Round 1: Prototype are out: 1 team goes on to Round 2: Demo day.')
          .isVisible(),
      )
      .toBe(true);
    await leader.context.close();

    const phone = await signedInPage('student135@demo.test', 'dark', 390);
    await phone.page.goto(hackathon);
    await heading(phone.page, 'Campus Build Sprint');
    await expect.poll(() => phone.page.getByLabel('Team name').isVisible()).toBe(true);
    expect(await sidewaysScroll(phone.page)).toBe(0);
    await expectAccessible(phone.page, 'a hackathon page before registering (dark, 390 px)');
    await phone.context.close();
  }, 120_000);
});

describe('the hackathon editor', () => {
  it('an organiser creates a draft hackathon step by step, a round outside its dates refused beside the field (light, 1366 px)', async () => {
    const { context, page } = await signedInPage('course.admin@demo.test', 'light', 1366);
    await page.goto(`${server.url}/dashboard-next/hackathons`);
    await heading(page, 'Hackathons');
    await page.getByRole('link', { name: 'Create a hackathon' }).click();
    await page.waitForURL('**/dashboard-next/hackathons/new');
    await heading(page, 'New hackathon');
    const create = page.getByRole('form', { name: 'New hackathon' });
    await create.getByLabel('Name', { exact: true }).fill('Editor Spring Sprint');
    await create.getByLabel(/Address name/).fill('editor-spring-sprint');
    await create.getByLabel('Starts', { exact: true }).fill('2030-03-01T10:00');
    await create.getByLabel('Ends', { exact: true }).fill('2030-03-10T10:00');
    await create.getByRole('button', { name: 'Create the draft' }).click();
    await page.waitForURL('**/dashboard-next/hackathons/editor-spring-sprint/edit');
    await heading(page, 'Edit Editor Spring Sprint');
    const rounds = page.getByRole('form', { name: 'Rounds' });
    await rounds.getByRole('button', { name: 'Add a round' }).click();
    await rounds.getByLabel('Round 1 name').fill('Ideas');
    await rounds.getByLabel('Round 1 opens').fill('2030-02-20T10:00');
    await rounds.getByLabel('Round 1 deadline').fill('2030-03-04T10:00');
    await rounds.getByRole('button', { name: 'Save the rounds' }).click();
    await expect.poll(() => rounds.getByLabel('Round 1 opens').getAttribute('aria-invalid')).toBe('true');
    expect(await rounds.getByText(/within the hackathon’s dates/).isVisible()).toBe(true);
    await rounds.getByLabel('Round 1 opens').fill('2030-03-01T10:00');
    await rounds.getByRole('button', { name: 'Save the rounds' }).click();
    await expect.poll(() => rounds.getByRole('status').textContent()).toBe('Rounds saved.');
    await expect.poll(() => page.getByText('Rounds: done').isVisible()).toBe(true);
    await expectAccessible(page, 'the hackathon editor (light)');
    await context.close();
  });
});

// The Geek Olympics and the DSA-to-development journey (ADR 0088): this file's learners student200 and student201.
describe('Geek Olympics and DSA to development', () => {
  it('a learner registers for the Olympics (a bad phone shown beside its field) and sees their rank and the institutes (light, 1366 px)', async () => {
    const { context, page } = await signedInPage('student200@demo.test', 'light', 1366);
    await page.goto(`${server.url}/geek-olympics`);
    await heading(page, 'Geek Olympics');
    // The coming round names two problems that count, the most points first, beside its contest.
    const named = page.getByRole('list', {
      name: 'Problems of Geek Olympics Round 2: Monthly Quiz Marathon',
    });
    await expect
      .poll(() => named.getByRole('listitem').allTextContents())
      .toEqual(['Balanced Brackets, 50 points', 'Pair with Given Sum, 30 points']);
    expect(await named.getByRole('link', { name: 'Balanced Brackets' }).getAttribute('href')).toBe(
      '/problems/balanced-brackets/1',
    );
    expect(
      await page
        .getByRole('link', { name: 'Open the contest of Geek Olympics Round 2: Monthly Quiz Marathon' })
        .getAttribute('href'),
    ).toBe('/contest/monthly-quiz-marathon/');
    const form = page.getByRole('form', { name: 'Register for the Geek Olympics' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByLabel('Phone').fill('12');
    await form.getByLabel('College or company').fill('Demo Institute of Technology');
    await form.getByLabel('Graduation year').fill('2027');
    await form.getByRole('button', { name: 'Register for the Geek Olympics' }).click();
    await expect.poll(() => form.getByText('Enter a phone number of 6 to 20 digits').isVisible()).toBe(true);
    await form.getByLabel('Phone').fill('+91 98450 00200');
    await form.getByRole('button', { name: 'Register for the Geek Olympics' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: 'You are registered for Demo Institute of Technology.' })
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(/^Rank \d+$/).isVisible()).toBe(true);
    const people = page.getByRole('table', { name: 'Geek Olympics leaderboard of people' });
    await expect.poll(() => people.isVisible()).toBe(true);
    await expectAccessible(page, 'the Geek Olympics page after registering (light)');
    await page.getByRole('tab', { name: 'Institutes' }).click();
    const institutes = page.getByRole('table', { name: 'Geek Olympics leaderboard of institutes' });
    await expect.poll(() => institutes.getByText('Demo Institute of Technology').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('board')).toBe('institutes');
    await context.close();
  });

  it('another learner answers the DSA-to-development survey across a reload and registers for its batch (dark, 390 px)', async () => {
    const { context, page } = await signedInPage('student201@demo.test', 'dark', 390);
    await page.goto(`${server.url}/dsa-to-development/dsa-to-development-2027`);
    await heading(page, 'DSA to Development 2027');
    const survey = page.getByRole('form', { name: 'DSA to development survey' });
    await expect.poll(() => page.getByRole('heading', { name: 'Question 1 of 4' }).isVisible()).toBe(true);
    await survey.getByRole('button', { name: 'Next question' }).click();
    await expect.poll(() => survey.getByText('Answer the question to continue').isVisible()).toBe(true);
    await survey.getByLabel('50 to 200').check();
    await survey.getByRole('button', { name: 'Next question' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Question 2 of 4' }).isVisible()).toBe(true);
    await survey.getByLabel('Full stack').check();
    await survey.getByRole('button', { name: 'Next question' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Question 3 of 4' }).isVisible()).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'the DSA-to-development survey (dark, 390 px)');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Question 3 of 4' }).isVisible()).toBe(true);
    expect(await page.getByText('Welcome back: you left off at this question.').isVisible()).toBe(true);
    await survey.getByLabel('5 to 10').check();
    await survey.getByRole('button', { name: 'Next question' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Question 4 of 4' }).isVisible()).toBe(true);
    await survey.getByLabel('What would you like to build by the end?').fill('A job board with live updates');
    await survey.getByRole('button', { name: 'Submit the survey' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: 'your application to DSA to Development 2027 is in' })
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Register for DSA to Development 2027' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: 'You are registered for DSA to Development 2027.' })
          .isVisible(),
      )
      .toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'the DSA-to-development page after registering (dark, 390 px)');
    await context.close();
  });
});
