import type { ResponseOf } from '@learnforge/api-client';
import { type FakeAnswer, fixture, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CataloguePage } from './catalogue-page';
import { ClassroomCoursesPage, GateCoursesPage } from './classroom-page';

afterEach(cleanup);

const card = (
  slug: string,
  name: string,
  extra: Partial<ResponseOf<'courses-list'>['results'][number]> = {},
) => ({
  course_id: slug.length,
  course_slug: slug,
  course_name: name,
  course_type: 2,
  course_fee_type: 1,
  image_url: null,
  price: 8999,
  discounted_price: 7499,
  payment_currency_symbol: '₹',
  avg_rating: null,
  total_upcoming_batches: 1,
  ...extra,
});

function renderAt(path: string, answers: FakeAnswer[]) {
  return renderScreen(
    <Routes>
      <Route path="/courses" element={<CataloguePage />} />
      <Route path="/courses/offline-courses" element={<ClassroomCoursesPage />} />
      <Route path="/courses/gate-courses" element={<GateCoursesPage />} />
    </Routes>,
    { path, answers },
  );
}

const emptyList = fixture('courses-list', { results: [], count: 0, page: 1, page_size: 12 });

describe('the catalogue screens', () => {
  it('shows the course home sections while nothing is filtered, and filters to courses premium includes', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/courses', [
      fixture('courses-all-category', { results: [] }),
      fixture('courses-sale-active', { sale: null }),
      fixture('courses-home', {
        sections: [
          {
            key: 'gate',
            title: 'GATE preparation',
            order: 0,
            results: [card('gate-cse-live', 'GATE CS - Live')],
          },
          {
            key: 'free',
            title: 'Free courses',
            order: 1,
            results: [card('python', 'Python', { course_fee_type: 0, price: 0 })],
          },
        ],
      }),
      emptyList,
    ]);
    const gate = await screen.findByRole('region', { name: 'GATE preparation' });
    expect(within(gate).getByRole('heading', { name: 'GATE CS - Live', level: 3 })).toBeDefined();
    expect(within(gate).getByText('₹7,499 (was ₹8,999)')).toBeDefined();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual(
      expect.arrayContaining(['section-gate', 'section-free']),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Included in Premium');
    await screen.findByRole('heading', { name: 'No course matches' });
    expect(
      calls.some((call) => call.startsWith('GET /api/latest/courses/?') && call.includes('premium=true')),
    ).toBe(true);
    // Filtered, the sections make way for the list.
    expect(screen.queryByRole('region', { name: 'GATE preparation' })).toBeNull();
  });

  it('filters by level and teaching language from the address, and a choice keeps the other filter', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/courses?level=advanced', [
      fixture('courses-all-category', { results: [] }),
      fixture('courses-sale-active', { sale: null }),
      fixture('courses-list', {
        results: [card('gate-cse-live', 'GATE CS - Live')],
        count: 1,
        page: 1,
        page_size: 12,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'GATE CS - Live', level: 2 })).toBeDefined();
    const level = screen.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement;
    expect(level.value).toBe('advanced');
    expect(calls).toContain('GET /api/latest/courses/?page=1&page_size=12&level=advanced');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Hindi');
    await waitFor(() =>
      expect(calls).toContain('GET /api/latest/courses/?page=1&page_size=12&level=advanced&language=hindi'),
    );
    await user.selectOptions(level, 'Every level');
    await waitFor(() =>
      expect(calls).toContain('GET /api/latest/courses/?page=1&page_size=12&language=hindi'),
    );
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('hindi');
  });

  it('lists classroom courses by centre and narrows them to the city chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/courses/offline-courses', [
      fixture('course-locations', {
        results: [
          { city: 'Bengaluru', state: 'Karnataka', centres_count: 2 },
          { city: 'Pune', state: 'Maharashtra', centres_count: 1 },
        ],
      }),
      fixture('courses-offline', {
        results: [
          {
            ...card('dsa-classroom', 'DSA Classroom', {
              course_type: 0,
              discounted_price: null,
              price: 14999,
            }),
            city: 'Bengaluru',
            centre_name: 'Koramangala centre',
          },
        ],
        count: 1,
        page: 1,
        page_size: 12,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Classroom courses', level: 1 })).toBeDefined();
    const list = await screen.findByRole('list', { name: 'Classroom courses' });
    expect(within(list).getByText('Koramangala centre, Bengaluru')).toBeDefined();
    expect(within(list).getByText('₹14,999')).toBeDefined();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'City' }),
      'Bengaluru, Karnataka (2 centres)',
    );
    expect(
      await screen.findByRole('heading', { name: 'Classroom courses in Bengaluru', level: 1 }),
    ).toBeDefined();
    expect(calls).toContain('GET /api/latest/courses/offline/?page=1&page_size=12&city=Bengaluru');
  });

  it('lists the GATE courses with the sitting each prepares for', async () => {
    renderAt('/courses/gate-courses', [
      fixture('gate-courses-list', {
        results: [{ ...card('gate-cse-live', 'GATE CS - Live'), exam_year: 2028 }],
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'GATE courses' });
    expect(within(list).getByText('For GATE 2028')).toBeDefined();
    expect(within(list).getByRole('link', { name: 'View GATE CS - Live' }).getAttribute('href')).toBe(
      '/courses/gate-cse-live',
    );
  });
});
