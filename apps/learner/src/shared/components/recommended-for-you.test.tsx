import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecommendedForYou } from './recommended-for-you';

afterEach(cleanup);

const fromHistory = fixture('recommendations-api', {
  problems: {
    basis: 'history',
    items: [
      {
        slug: 'count-the-vowels',
        title: 'Count the Vowels',
        difficulty: 'basic',
        premium: false,
        reason: 'You tried it and it is still unsolved',
      },
      {
        slug: 'longest-increasing-subsequence',
        title: 'Longest Increasing Subsequence',
        difficulty: 'hard',
        premium: true,
        reason: 'Because you solved N-th Fibonacci Number Modulo (dynamic-programming)',
      },
    ],
  },
  courses: {
    basis: 'history',
    items: [
      {
        slug: 'java-backend',
        name: 'Java Backend',
        reason: 'Programming, like Python Foundations, which you are enrolled in',
      },
    ],
  },
});

describe('Recommended for you', () => {
  it('lists problems and courses, each link described by its reason, premium marked', async () => {
    renderScreen(<RecommendedForYou context="home" />, { path: '/', answers: [fromHistory] });
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    const problems = await within(card).findByRole('region', { name: 'Problems' });
    const retry = within(problems).getByRole('link', { name: 'Count the Vowels' });
    expect(retry.getAttribute('href')).toBe('/problems/count-the-vowels/1');
    // A screen reader reads the reason with the link.
    expect(retry.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(retry.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You tried it and it is still unsolved',
    );
    const premium = within(problems).getByRole('link', { name: 'Longest Increasing Subsequence' });
    expect(premium.closest('li')?.textContent).toContain('Premium');
    const courses = within(card).getByRole('region', { name: 'Courses' });
    const course = within(courses).getByRole('link', { name: 'Java Backend' });
    expect(course.getAttribute('href')).toBe('/courses/java-backend');
    expect(course.closest('li')?.textContent).toContain('which you are enrolled in');
    expect(within(card).queryByText(/Popular/)).toBeNull();
  });

  it('labels this week’s popular problems for a learner with no history, and on a problem page shows no courses', async () => {
    renderScreen(<RecommendedForYou context="problem" slug="fizz-buzz" />, {
      path: '/problems/fizz-buzz/1',
      answers: [
        fixture('recommendations-api', {
          problems: {
            basis: 'popular',
            items: [
              {
                slug: 'sum-of-two-numbers',
                title: 'Sum of Two Numbers',
                difficulty: 'basic',
                premium: false,
                reason: 'Solved by 12 learners this week',
              },
            ],
          },
          courses: { basis: 'history', items: [] },
        }),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    const popular = await within(card).findByRole('region', { name: 'Popular problems this week' });
    expect(popular.textContent).toContain('You have not worked on a problem yet');
    expect(within(popular).getByRole('link', { name: 'Sum of Two Numbers' })).toBeTruthy();
    expect(within(card).queryByRole('region', { name: /courses/i })).toBeNull();
  });

  it('says why when the recommendations cannot be loaded', async () => {
    renderScreen(<RecommendedForYou context="home" />, {
      path: '/',
      answers: [refusal('recommendations-api', 503, 'The server is busy: try again in a minute.')],
    });
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'The server is busy: try again in a minute.',
    );
  });
});
