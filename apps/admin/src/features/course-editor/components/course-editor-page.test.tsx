import { contract } from '@learnforge/api-client/contract';
import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseEditor } from '../utils/editor-types';
import { CourseEditorPage } from './course-editor-page';

afterEach(cleanup);

const introSchema = contract['x-course-editor-update'].body.options[0].shape.values;

const editor: CourseEditor = {
  course_id: 5,
  updated_at: '2026-01-05T10:00:00.000Z',
  tabs: {
    'course-intro': introSchema.parse({
      course_name: 'Java Backend Development',
      course_slug: 'java-backend',
    }),
    'course-journey': {
      courseJourneyPhases: [{ title: 'Basics', steps: [{ title: 'JVM', description: '' }] }],
    },
    details: { upgradableCourses: [], electiveCourses: [], courseBenefits: [] },
    'course-content': { courseContent: [] },
    faqs: { faqs: [], courseFaqs: [] },
    'send-email': { emailContent: [] },
    'schema-keywords': { schemaKeywords: [] },
    'opt-languages': { optLanguages: [] },
    'course-banners': { banners: [] },
    premium: { included_in_premium: false, premium_plan_ids: [] },
  },
};

/** The editor with one saved email in its Send Email tab, so the send panel has one to send. */
const oneSavedEmail = {
  'GET /api/latest/course/5/editor/': {
    body: {
      ...editor,
      tabs: { ...editor.tabs, 'send-email': { emailContent: [{ subject: 'Welcome', body: 'Hi' }] } },
    },
  },
};

const sendRefused = (message: string, fields: Record<string, string>) => ({
  'POST /api/latest/course/5/mails/': {
    status: 400,
    body: { error: { code: 'validation_failed', message, fields } },
  },
});

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function renderEditor(routes: Record<string, { status?: number; body: unknown }>, path = '/courses/5') {
  return renderScreen(
    <Routes>
      <Route path="/courses/:id" element={<CourseEditorPage />} />
    </Routes>,
    { path, routes: { 'GET /api/latest/course/5/editor/': { body: editor }, ...routes } },
  );
}

describe('CourseEditorPage', () => {
  it('shows the ten tabs and the Course Intro defaults of 000 §3', async () => {
    renderEditor({});
    expect(await screen.findByRole('heading', { name: 'Edit Java Backend Development' })).toBeDefined();
    const tabs = within(screen.getByRole('tablist', { name: 'Course editor tabs' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Course Intro',
      'Course Journey',
      'Details',
      'Course Content',
      'FAQs',
      'Send Email',
      'Schema Keywords',
      'Opt-Languages for Batches',
      'Course Banners',
      'Premium',
    ]);
    expect((screen.getByRole('combobox', { name: 'Course type' }) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('combobox', { name: 'Listing type' }) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByRole('combobox', { name: 'Course fee type' }) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('spinbutton', { name: /Doubt support expiry/ }) as HTMLInputElement).value).toBe(
      '6',
    );
    expect((screen.getByRole('spinbutton', { name: 'Course expiry days' }) as HTMLInputElement).value).toBe(
      '365',
    );
    for (const group of [
      'Naming and text',
      'Type and pricing',
      'Dates (UTC)',
      'Links',
      'Doubt support',
      'Other',
    ])
      expect(screen.getByRole('group', { name: group })).toBeDefined();
  });

  it('saves the intro and says so', async () => {
    const { calls } = renderEditor({ 'PUT /api/latest/course/5/editor/': { body: editor } });
    const name = await screen.findByRole('textbox', { name: 'Course name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Java Backend Engineering');
    await userEvent.click(screen.getByRole('button', { name: 'Save Course Intro' }));
    expect(await screen.findByText('Course Intro saved.')).toBeDefined();
    expect(calls).toContain('PUT /api/latest/course/5/editor/');
  });

  const refused = (fields: Record<string, string>, message = 'Some fields are invalid.') => ({
    'PUT /api/latest/course/5/editor/': {
      status: 400,
      body: { error: { code: 'validation_failed', message, fields } },
    },
  });

  it('shows why the server refused a save beside the field, with its own rules and the contract’s', async () => {
    renderEditor(
      refused({
        expiry_date: 'The expiry date must come after its start.',
        'values.course_name': 'String must contain at most 200 character(s)',
        // A list typed as one text box is refused item by item.
        'values.skills.2': 'String must contain at most 100 character(s)',
        'values.seats_left': 'Number must be greater than or equal to 0',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save Course Intro' }));
    // A date field is no textbox: read the note it is described by.
    const expiry = await screen.findByLabelText('Expiry date');
    await waitFor(() => expect(descriptionOf(expiry)).toBe('The expiry date must come after its start.'));
    expect(
      screen.getByRole('textbox', {
        name: 'Course name',
        description: 'String must contain at most 200 character(s)',
      }),
    ).toBeDefined();
    expect(
      screen.getByRole('textbox', {
        name: 'Skills',
        description: /Comma-separated\. String must contain at most 100 character/,
      }),
    ).toBeDefined();
    expect(
      screen.getByRole('spinbutton', { name: /Seats left/, description: /greater than or equal to 0/ }),
    ).toBeDefined();
    // The save bar says the tab was not saved, and repeats no field's note.
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Some fields are invalid.');
  });

  it('names a field the tab has no control for in the save bar, so no refusal is lost', async () => {
    renderEditor(refused({ 'values.default_testimonial': 'Expected object, received string' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Course Intro' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some fields are invalid.');
    expect(alert.textContent).toContain('Default testimonial: Expected object, received string');
  });

  it('puts each list tab’s refusal beside its row: emails, batches, journey steps and FAQs', async () => {
    const withRows: CourseEditor = {
      ...editor,
      tabs: {
        ...editor.tabs,
        'send-email': {
          emailContent: [
            { subject: 'Welcome', body: 'Hi' },
            { subject: 'Week 2', body: 'Next' },
          ],
        },
        'opt-languages': { optLanguages: [{ batch_slug: 'java-2026', languages: ['Hindi'] }] },
        faqs: { faqs: [], courseFaqs: [{ question: 'When?', answer: 'Monday' }] },
      },
    };
    const cases: [string, string, Record<string, string>, string, string][] = [
      [
        'send-email',
        'Save Send Email',
        { 'values.emailContent.1.subject': 'Too long.' },
        'Email 2 subject',
        'Too long.',
      ],
      [
        'opt-languages',
        'Save Opt-Languages',
        { 'optLanguages.0.batch_slug': 'Not a batch of this course: java-2026.' },
        'Batch 1 slug',
        'Not a batch of this course: java-2026.',
      ],
      [
        'course-journey',
        'Save Course Journey',
        { 'values.courseJourneyPhases.0.steps.0.title': 'Too short.' },
        'Phase 1 step 1 title',
        'Too short.',
      ],
      [
        'faqs',
        'Save FAQs',
        { 'values.courseFaqs.0.answer': 'Too long.' },
        'Course FAQ 1 answer',
        'Too long.',
      ],
    ];
    for (const [tab, save, fields, label, note] of cases) {
      renderEditor(
        { 'GET /api/latest/course/5/editor/': { body: withRows }, ...refused(fields) },
        `/courses/5?tab=${tab}`,
      );
      await userEvent.click(await screen.findByRole('button', { name: save }));
      expect(
        await screen.findByRole('textbox', { name: label, description: new RegExp(note) }),
        `${tab}: ${label}`,
      ).toBeDefined();
      cleanup();
    }
  });

  it('opens the journey tab from the URL with its phases and steps', async () => {
    renderEditor({}, '/courses/5?tab=course-journey');
    expect(await screen.findByRole('textbox', { name: 'Phase 1 title' })).toHaveProperty('value', 'Basics');
    expect(screen.getByRole('textbox', { name: 'Phase 1 step 1 title' })).toHaveProperty('value', 'JVM');
    await userEvent.click(screen.getByRole('button', { name: 'Add a phase' }));
    expect(screen.getByRole('textbox', { name: 'Phase 2 title' })).toBeDefined();
  });

  it('lists the eight banner types with an upload for each', async () => {
    renderEditor({}, '/courses/5?tab=course-banners');
    await screen.findByRole('heading', { name: 'Old thumbnail' });
    expect(screen.getAllByRole('button', { name: /^Upload .* image$/ })).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'What-will-you-learn image' })).toBeDefined();
  });

  it('tells a course page it cannot be opened when the server refuses', async () => {
    renderScreen(
      <Routes>
        <Route path="/courses/:id" element={<CourseEditorPage />} />
      </Routes>,
      {
        path: '/courses/5',
        routes: {
          'GET /api/latest/course/5/editor/': {
            status: 403,
            body: { error: { code: 'forbidden', message: 'You do not have access to this.' } },
          },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'You cannot edit courses' })).toBeDefined();
    await waitFor(() => expect(screen.getByText('You do not have access to this.')).toBeDefined());
  });

  it('sends a saved email to a test address and lists what was queued and delivered', async () => {
    const sent = {
      id: 3,
      subject: 'Welcome',
      audience: 'test',
      batch_slugs: [],
      test_address: 'me@example.test',
      sent_by: 'course-admin',
      created_at: '2026-01-05T10:00:00.000Z',
      queued: 1,
      delivered: 1,
    };
    const { calls } = renderEditor(
      {
        ...oneSavedEmail,
        'GET /api/latest/course/5/mails/': {
          body: {
            results: [{ ...sent, id: 2, audience: 'enrolled', test_address: null, queued: 40, delivered: 0 }],
            batches: [{ batch_slug: 'java-2026', batch_name: 'Java 2026', learners: 40 }],
            delivery_configured: false,
          },
        },
        'POST /api/latest/course/5/mails/': { body: sent },
      },
      '/courses/5?tab=send-email',
    );
    const table = await screen.findByRole('table', { name: 'Sent emails' });
    expect(await within(table).findByText('Every enrolled learner')).toBeDefined();
    expect(screen.getByRole('note').textContent).toContain('sent emails wait in the outbox');
    await userEvent.click(screen.getByRole('radio', { name: 'Learners of chosen batches' }));
    expect(screen.getByRole('button', { name: 'Send email' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Java 2026 (40 learners)' })).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'A test address' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Test address' }), 'me@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('“Welcome”: 1 queued, 1 delivered.')).toBeDefined();
    expect(calls).toContain('POST /api/latest/course/5/mails/');
  });

  it('shows the send panel’s refusals beside the address and the batches', async () => {
    const mailRoutes = {
      ...oneSavedEmail,
      'GET /api/latest/course/5/mails/': {
        body: {
          results: [],
          batches: [{ batch_slug: 'java-2026', batch_name: 'Java 2026', learners: 0 }],
          delivery_configured: true,
        },
      },
    };
    renderEditor(
      {
        ...mailRoutes,
        ...sendRefused('Some fields are invalid.', { test_address: 'Invalid email' }),
      },
      '/courses/5?tab=send-email',
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Test address' }), 'me@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(
      await screen.findByRole('textbox', { name: 'Test address', description: /Invalid email/ }),
    ).toBeDefined();
    cleanup();

    renderEditor(
      {
        ...mailRoutes,
        ...sendRefused('Not batches of this course: java-2026.', {
          batch_slugs: 'Choose batches of this course.',
        }),
      },
      '/courses/5?tab=send-email',
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Learners of chosen batches' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Java 2026 (0 learners)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(
      await screen.findByRole('group', {
        name: 'Batches',
        description: 'Not batches of this course: java-2026. Choose batches of this course.',
      }),
    ).toBeDefined();
  });
});
