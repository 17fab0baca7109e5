import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/actions';
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

const text = (content: string, name: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content),
});

/** Picks a file the way a person does: the upload field's button opens the file chooser. */
async function choose(page: Page, field: string, file: ReturnType<typeof text>) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: `${field} Choose a file` }).click(),
  ]);
  await chooser.setFiles(file);
}

describe('problem authoring', () => {
  it('locks, uploads tests with progress, lists what blocks publishing, publishes for learners, records a diff and puts a reviewed revision live', async () => {
    const setterA = await newPage(browser);
    const a = setterA.page;
    await signIn(a, server.url, 'setter@demo.test');
    await a.goto(`${server.url}/dashboard-next/`);
    await a.getByRole('link', { name: 'Open problem authoring' }).click();
    await expect.poll(() => a.getByRole('heading', { name: 'Problems', level: 1 }).isVisible()).toBe(true);
    await expectAccessible(a, 'problem list');

    const create = a.getByRole('form', { name: 'New problem' });
    await create.getByRole('textbox', { name: 'Title' }).fill('Mirror Words');
    await create
      .getByRole('textbox', { name: 'Statement (Markdown)' })
      .fill('Print the words in **reverse** order.');
    await create.getByRole('button', { name: 'Create draft' }).click();
    await expect.poll(() => a.getByRole('button', { name: 'Release lock' }).isVisible()).toBe(true);
    const problemUrl = a.url();
    expect(problemUrl).toMatch(/\/dashboard-next\/problem\/\d+\/$/);
    const problemId = Number(/problem\/(\d+)\//.exec(problemUrl)![1]);
    await expectAccessible(a, 'problem editor');

    // Setter B opens the same problem while A holds the lock.
    const setterB = await newPage(browser);
    const b = setterB.page;
    await signIn(b, server.url, 'setter2@demo.test');
    await b.goto(problemUrl);
    const bLock = b.getByRole('status', { name: 'Edit lock' });
    await expect.poll(() => bLock.textContent()).toContain('Locked by Sam Setter.');
    expect(await b.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    // A fills in the rest, saves, and uploads a test with progress.
    await a.getByRole('textbox', { name: 'Input format' }).fill('One line of words.');
    await a.getByRole('textbox', { name: 'Output format' }).fill('The words in reverse order.');
    await a
      .getByRole('textbox', { name: 'Reference solution (Python 3)' })
      .fill("print(' '.join(reversed(input().split())))");
    await a.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => a.getByText('Saved.').isVisible()).toBe(true);
    await choose(a, 'Input file', text('one two three\n', 'input1.txt'));
    await choose(a, 'Output file', text('three two one\n', 'output1.txt'));
    await a.getByRole('button', { name: 'Upload test' }).click();
    await expect.poll(() => a.getByText('Uploaded test 1 (input1.txt, output1.txt).').isVisible()).toBe(true);
    // Each file of the pair says it arrived (its progress bar turns into "Uploaded").
    const files = a.getByRole('form', { name: 'Upload a test' }).getByRole('list', { name: 'Files' });
    await expect
      .poll(() => files.allTextContents())
      .toEqual([expect.stringContaining('Uploaded'), expect.stringContaining('Uploaded')]);
    await expect
      .poll(() => a.getByRole('table', { name: 'Uploaded tests' }).textContent())
      .toMatch(/Reference output: done/);

    // Validation says what blocks publishing.
    await a.getByRole('button', { name: 'Check again' }).click();
    const blockers = a.getByRole('list', { name: 'What blocks publishing' });
    await expect
      .poll(() => blockers.textContent())
      .toContain('No test is marked as a sample: learners need at least one example.');
    expect(await a.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);

    // A releases; B takes the lock and saves.
    await a.getByRole('button', { name: 'Release lock' }).click();
    await expect
      .poll(() => a.getByText('You released the edit lock.', { exact: false }).isVisible())
      .toBe(true);
    await b.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => b.getByRole('button', { name: 'Release lock' }).isVisible()).toBe(true);
    await b.getByRole('textbox', { name: 'Title' }).fill('Mirror the Words');
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => b.getByText('Saved.').isVisible()).toBe(true);

    // B marks the sample and publishes.
    // The box shows the server's answer, so it turns checked once the change is saved.
    const sample = b.getByRole('checkbox', { name: 'Test 1 is a sample' });
    await sample.click();
    await expect.poll(() => sample.isChecked()).toBe(true);
    await expect.poll(() => b.getByText('Every pre-publish check passes.').isVisible()).toBe(true);
    await b.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => b.getByText('Published: learners can now open this problem.').isVisible())
      .toBe(true);

    const learner = await newPage(browser);
    await signIn(learner.page, server.url, 'learner@demo.test');
    await learner.page.goto(`${server.url}/problems/mirror-words/1`);
    // Polled as the page's level-1 headings, so a failure prints what the learner saw instead.
    await expect
      .poll(() => learner.page.getByRole('heading', { level: 1 }).allInnerTexts())
      .toContain('Mirror the Words');

    // Leaving with an unsaved edit asks first; leaving anyway drops the draft, so no history records it.
    await b.getByRole('textbox', { name: 'Title' }).fill('Mirror the Words (draft)');
    await b.getByRole('link', { name: 'Edit history' }).click();
    const ask = b.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(
      await ask.getByText('Unsaved changes in the problem Mirror the Words will be lost.').isVisible(),
    ).toBe(true);
    await ask.getByRole('button', { name: 'Leave without saving' }).click();

    // The edit history shows B's change as a diff.
    await expect.poll(() => b.url()).toBe(`${server.url}/dashboard-next/edit-history/problem/${problemId}`);
    const titleChange = b.getByRole('region', { name: 'Change to title' }).first();
    await expect.poll(() => titleChange.textContent()).toContain('Removed: Mirror Words');
    expect(await titleChange.textContent()).toContain('Added: Mirror the Words');
    expect(await b.getByText('Mirror the Words (draft)').count()).toBe(0);
    await expectAccessible(b, 'edit history');

    // A proposes a new statement as a revision and queues it; B approves it; learners read it.
    await a.goto(problemUrl);
    await a.getByRole('textbox', { name: 'Statement' }).fill('Print the words of the line in reverse order.');
    await a.getByRole('textbox', { name: 'What should be revised?' }).fill('Say it is one line.');
    await a.getByRole('button', { name: 'Request revision' }).click();
    await expect
      .poll(() => a.getByText(/Revision #\d+ requested: it changes statement\./).isVisible())
      .toBe(true);
    await a.getByRole('button', { name: /^Queue #\d+$/ }).click();
    await expect
      .poll(() => a.getByRole('list', { name: 'Revision requests' }).textContent())
      .toContain('queued');

    await b.goto(`${server.url}/dashboard-next/problem/revisions`);
    const queued = b.getByRole('article', { name: /^Revision #\d+: Mirror the Words$/ });
    await expect
      .poll(() => queued.textContent())
      .toContain('Added: Print the words of the line in reverse order.');
    await expectAccessible(b, 'revision queue');
    // A reopened the problem and so holds its lock: approval waits until A lets go.
    await queued.getByRole('button', { name: /^Approve #\d+$/ }).click();
    await expect.poll(() => queued.getByRole('alert').textContent()).toContain('Locked by Sam Setter');
    await a.getByRole('button', { name: 'Release lock' }).click();
    await expect.poll(() => a.getByRole('button', { name: 'Take the lock' }).isVisible()).toBe(true);
    await queued.getByRole('button', { name: /^Approve #\d+$/ }).click();
    await expect
      .poll(() => b.getByText(/^Revision #\d+ approved: its changes are live\.$/).isVisible())
      .toBe(true);

    await learner.page.reload();
    await expect
      .poll(() => learner.page.getByText('Print the words of the line in reverse order.').isVisible())
      .toBe(true);

    await Promise.all([setterA.context.close(), setterB.context.close(), learner.context.close()]);
  }, 600_000);
  it('holds a failing test uploaded to a published problem out of learners\' verdicts: the correct solution stays "Correct"', async () => {
    const setter = await newPage(browser);
    const page = setter.page;
    await signIn(page, server.url, 'setter@demo.test');
    const detail = (await (
      await page.request.get(`${server.url}/api/latest/problems/sum-of-two-numbers/`)
    ).json()) as { probData: { id: number } };
    await page.goto(`${server.url}/dashboard-next/problem/${detail.probData.id}/`);
    await expect.poll(() => page.getByRole('button', { name: 'Release lock' }).isVisible()).toBe(true);
    const table = page.getByRole('table', { name: 'Uploaded tests' });
    // Seeded tests carry the checks they passed on the seeding day, and a passed check is no error.
    await expect.poll(() => table.textContent()).toMatch(/Reference output: done/);
    expect(await table.textContent()).not.toContain('not checked yet');
    expect(await page.getByRole('alert').count()).toBe(0);

    // 1 + 2 is not 4: the reference solution fails this test.
    await choose(page, 'Input file', text('1 2\n', 'wrong.in'));
    await choose(page, 'Output file', text('4\n', 'wrong.out'));
    await page.getByRole('button', { name: 'Upload test' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/Uploaded test \d+ \(wrong.in, wrong.out\)\. It judges learners only once/)
          .isVisible(),
      )
      .toBe(true);
    const heldOut = table.getByRole('row', { name: /held out of learners' verdicts/ });
    await expect.poll(() => heldOut.count()).toBe(1);
    await expect
      .poll(() => heldOut.textContent())
      .toMatch(/Reference output: failed.*prints something else: 3/);
    // The validation panel re-checks by itself when the check settles: no "Check again" needed.
    const blockers = page.getByRole('list', { name: 'What blocks publishing' });
    await expect
      .poll(() => blockers.textContent())
      .toMatch(/prints something else: 3 It does not judge learners until its checks pass\./);
    await expectAccessible(page, 'problem editor with a held-out test');

    const learner = await newPage(browser);
    await signIn(learner.page, server.url, 'learner@demo.test');
    await learner.page.goto(`${server.url}/problems/sum-of-two-numbers/1`);
    await learner.page.getByLabel('Language').selectOption({ label: 'Python 3' });
    const editor = learner.page.getByRole('textbox', { name: 'Code editor' });
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.click();
    await learner.page.keyboard.press('ControlOrMeta+A');
    await learner.page.keyboard.insertText('a, b = map(int, input().split())\nprint(a + b)\n');
    await learner.page.getByRole('button', { name: 'Submit' }).click();
    const result = learner.page.getByRole('region', { name: 'Result' });
    await expect.poll(() => result.textContent(), { timeout: 120_000 }).toMatch(/Correct/);
    expect(await result.textContent()).not.toMatch(/Wrong answer/);

    await Promise.all([setter.context.close(), learner.context.close()]);
  }, 600_000);
});
