import type { UploadTransport } from '@learnforge/api-client';
import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateHackathonRoute, HackathonEditorRoute } from './hackathon-editor';

afterEach(cleanup);

const session = signedInStaff(['course_admin'], {
  id: 1,
  handle: 'course-admin',
  name: 'Course Admin',
  email: 'course.admin@demo.test',
});

const editor = {
  steps: [
    { step: 'basic' as const, title: 'Basics', completed: true },
    { step: 'rounds' as const, title: 'Rounds', completed: true },
    { step: 'prizes' as const, title: 'Prizes', completed: false },
    { step: 'faq' as const, title: 'Questions', completed: false },
  ],
  values: {
    basic: {
      name: 'Winter AI Jam',
      tagline: 'Build with models.',
      starts_at: '2030-01-10T04:30:00.000Z',
      ends_at: '2030-01-20T04:30:00.000Z',
      min_team_size: 1,
      max_team_size: 4,
      banner_image: null,
      published: false,
    },
    rounds: [
      {
        id: 8,
        name: 'Ideas',
        starts_at: '2030-01-10T04:30:00.000Z',
        ends_at: '2030-01-14T04:30:00.000Z',
        submission_type: 'link' as const,
        contest_slug: null,
        results_published_at: null,
      },
    ],
    prizes: [],
    faq: [],
    sections: [],
    images: [],
  },
};

describe('the hackathon editor', () => {
  it('adds a round and shows the server’s refusal beside the round’s own field, then saves', async () => {
    const answers = [
      fixture('hackathon-editor-steps-get', editor, { path: { slug: 'winter-ai-jam' } }),
      refusal('hackathon-editor-steps-put', 400, 'Check the rounds.', {
        code: 'validation_failed',
        fields: { 'rounds.1.starts_at': 'The round must fall within the hackathon’s dates.' },
        path: { slug: 'winter-ai-jam' },
      }),
    ];
    const { calls } = renderScreen([{ path: '/hackathons/:slug/edit', element: <HackathonEditorRoute /> }], {
      path: '/hackathons/winter-ai-jam/edit',
      routes: session,
      answers,
    });
    expect(await screen.findByRole('heading', { name: 'Edit Winter AI Jam', level: 1 })).toBeDefined();
    expect(screen.getByText('Prizes: to do')).toBeDefined();
    const rounds = screen.getByRole('form', { name: 'Rounds' });
    await userEvent.click(within(rounds).getByRole('button', { name: 'Add a round' }));
    await userEvent.type(within(rounds).getByLabelText('Round 2 name'), 'Build');
    await userEvent.type(within(rounds).getByLabelText('Round 2 opens'), '2030-01-12T10:00');
    await userEvent.type(within(rounds).getByLabelText('Round 2 deadline'), '2030-01-19T10:00');
    await userEvent.click(within(rounds).getByRole('button', { name: 'Save the rounds' }));
    const opens = within(rounds).getByLabelText('Round 2 opens');
    await expect.poll(() => opens.getAttribute('aria-invalid')).toBe('true');
    expect(within(rounds).getByText(/The round must fall within the hackathon’s dates/)).toBeDefined();

    answers.push(
      fixture(
        'hackathon-editor-steps-put',
        { step: 'rounds', completed: true },
        { path: { slug: 'winter-ai-jam' } },
      ),
    );
    await userEvent.clear(opens);
    await userEvent.type(opens, '2030-01-16T10:00');
    await userEvent.click(within(rounds).getByRole('button', { name: 'Save the rounds' }));
    expect((await within(rounds).findByRole('status')).textContent).toBe('Rounds saved.');
    expect(
      calls.filter((call) => call === 'PUT /api/latest/hackathon/winter-ai-jam/editor/steps/'),
    ).toHaveLength(2);
  });

  it('creates a draft and shows a taken address beside the slug', async () => {
    renderScreen([{ path: '/hackathons/new', element: <CreateHackathonRoute /> }], {
      path: '/hackathons/new',
      routes: session,
      answers: [
        refusal('x-hackathon-create', 409, 'Another hackathon has this address.', {
          code: 'slug_taken',
          fields: { slug: 'Another hackathon has this address; choose another.' },
        }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'New hackathon' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Spring Sprint');
    await userEvent.type(within(form).getByLabelText(/Address name/), 'campus-build-sprint');
    await userEvent.type(within(form).getByLabelText('Starts'), '2030-03-01T10:00');
    await userEvent.type(within(form).getByLabelText('Ends'), '2030-03-05T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the draft' }));
    const slug = within(form).getByLabelText(/Address name/);
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(/Another hackathon has this address/)).toBeDefined();
  });
});

describe('the hackathon editor’s sections and images', () => {
  const about = { id: 3, title: 'About', body: 'Build **anything**.', order: 0 };
  const withMedia = {
    ...editor,
    values: {
      ...editor.values,
      sections: [about],
      images: [{ id: 9, url: '/uploads/images/aa.png' }],
    },
  };
  const path = { slug: 'winter-ai-jam' };

  it('adds, changes and deletes sections with refusals beside their fields', async () => {
    const answers = [
      fixture('hackathon-editor-steps-get', withMedia, { path }),
      refusal('hackathon-sections-add', 400, 'Some fields are invalid.', {
        fields: { body: 'The text is empty once cleaned: write some words.' },
        path,
      }),
    ];
    const { calls } = renderScreen([{ path: '/hackathons/:slug/edit', element: <HackathonEditorRoute /> }], {
      path: '/hackathons/winter-ai-jam/edit',
      routes: session,
      answers,
    });
    const added = await screen.findByRole('form', { name: 'New section' });
    await userEvent.type(within(added).getByLabelText('Section title'), 'Rules');
    await userEvent.type(within(added).getByLabelText('Section text'), '<script>x</script>');
    await userEvent.click(within(added).getByRole('button', { name: 'Add the section' }));
    expect(
      await within(added).findByText(/The text is empty once cleaned: write some words\./),
    ).toBeDefined();
    expect(within(added).getByLabelText('Section text').getAttribute('aria-invalid')).toBe('true');

    answers.push(
      fixture('hackathon-sections-add', { id: 4, title: 'Rules', body: 'Be kind.', order: 1 }, { path }),
    );
    await userEvent.clear(within(added).getByLabelText('Section text'));
    await userEvent.type(within(added).getByLabelText('Section text'), 'Be kind.');
    await userEvent.click(within(added).getByRole('button', { name: 'Add the section' }));
    expect((await within(added).findByRole('status')).textContent).toBe('Section Rules added.');
    expect(
      calls.filter((call) => call.startsWith('GET /api/latest/hackathon/winter-ai-jam/editor/steps/')).length,
    ).toBeGreaterThan(1);

    // A saved section is changed on its own; a refusal of its title shows beside the title.
    const saved = screen.getByRole('form', { name: 'Section About' });
    answers.push(
      refusal('hackathon-sections-update', 400, 'Some fields are invalid.', {
        fields: { title: 'Too small: expected string to have >=1 characters' },
        path,
      }),
    );
    await userEvent.clear(within(saved).getByLabelText('Section title'));
    await userEvent.type(within(saved).getByLabelText('Section title'), ' ');
    await userEvent.click(within(saved).getByRole('button', { name: 'Save the section' }));
    expect(within(saved).getByLabelText('Section title').getAttribute('aria-invalid')).toBe('true');
    answers.push(
      fixture('hackathon-sections-delete', { message: 'The section About was deleted.' }, { path }),
    );
    await userEvent.click(within(saved).getByRole('button', { name: 'Delete the section About' }));
    await expect
      .poll(() => calls.includes('DELETE /api/latest/hackathon/winter-ai-jam/sections/3/'))
      .toBe(true);
  });

  it('uploads an image, shows a refusal beside the field, and deletes an image', async () => {
    const answers = [
      fixture('hackathon-editor-steps-get', withMedia, { path }),
      refusal('hackathon-image-upload', 400, 'This file is not a PNG, JPEG, GIF or WebP image.', {
        fields: { image: 'Choose a PNG, JPEG, GIF or WebP image.' },
        path,
      }),
    ];
    const { calls, container } = renderScreen(
      [{ path: '/hackathons/:slug/edit', element: <HackathonEditorRoute /> }],
      { path: '/hackathons/winter-ai-jam/edit', routes: session, answers },
    );
    const list = await screen.findByRole('list', { name: 'Uploaded images' });
    expect(within(list).getByRole('img', { name: 'Upload 1' }).getAttribute('src')).toBe(
      '/uploads/images/aa.png',
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg onload=alert(1)>'], 'logo.png', { type: 'image/png' }));
    expect(
      await screen.findByText(
        'This file is not a PNG, JPEG, GIF or WebP image. Choose a PNG, JPEG, GIF or WebP image.',
      ),
    ).toBeDefined();
    answers.push(fixture('hackathon-image-upload', { id: 10, url: '/uploads/images/bb.png' }, { path }));
    await userEvent.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploaded banner.png.')).toBeDefined();
    answers.push(fixture('hackathon-image-delete', { message: 'The image was deleted.' }, { path }));
    await userEvent.click(within(list).getByRole('button', { name: 'Delete image 1' }));
    expect(await screen.findByText('Image 1 deleted.')).toBeDefined();
    expect(calls).toContain('DELETE /api/latest/hackathon/winter-ai-jam/images/9/');
  });

  it('shows the bytes sent on the upload’s bar and says them politely, in quarters, then the outcome', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const upload: UploadTransport = async (_url, _init, onProgress) => {
      onProgress({ sent: 30, total: 100 });
      onProgress({ sent: 60, total: 100 });
      await held;
      onProgress({ sent: 100, total: 100 });
      return new Response(JSON.stringify({ id: 10, url: '/uploads/images/bb.png' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const { container } = renderScreen(
      [{ path: '/hackathons/:slug/edit', element: <HackathonEditorRoute /> }],
      {
        path: '/hackathons/winter-ai-jam/edit',
        routes: session,
        answers: [fixture('hackathon-editor-steps-get', withMedia, { path })],
        upload,
      },
    );
    await screen.findByRole('list', { name: 'Uploaded images' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading banner.png' });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('60');
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status.getAttribute('aria-live') ?? 'polite').toBe('polite');
    await expect.poll(() => status.textContent).toBe('Uploading banner.png: 50% sent.');
    release();
    await expect.poll(() => status.textContent).toBe('Uploaded banner.png.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
