import { type FakeAnswer, fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseTestimonialsPage } from './testimonials-page';

afterEach(cleanup);

const meera = {
  id: 1,
  name: 'Meera Iyer',
  profile_image: null,
  designation: 'Software Engineer',
  text: 'The contests kept me going.',
  rating: 5,
};

function renderAt(answers: FakeAnswer[]) {
  return renderScreen(
    <Routes>
      <Route path="/course-testimonials/:slug" element={<CourseTestimonialsPage />} />
    </Routes>,
    { path: '/course-testimonials/dsa-self-paced', answers },
  );
}

describe('Course testimonials', () => {
  it("names the course and shows the server's refusal beside the row's field", async () => {
    const user = userEvent.setup();
    const { calls } = renderAt([
      fixture('x-course-testimonials-get', { course_name: 'DSA Self Paced', results: [meera] }),
      refusal('x-course-testimonials-put', 400, 'Some fields are invalid.', {
        fields: { 'testimonials.1.text': 'Write what they said.' },
      }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Testimonials: DSA Self Paced', level: 1 }),
    ).toBeDefined();
    const first = screen.getByRole('region', { name: 'Meera Iyer' });
    expect((within(first).getByRole('textbox', { name: /^Designation/ }) as HTMLInputElement).value).toBe(
      'Software Engineer',
    );
    await user.click(screen.getByRole('button', { name: 'Add a testimonial' }));
    const added = screen.getByRole('region', { name: 'Testimonial 2' });
    await user.type(within(added).getByRole('textbox', { name: /^Name/ }), 'Dev Patel');
    await user.click(screen.getByRole('button', { name: 'Save testimonials' }));
    const refusedText = await within(screen.getByRole('region', { name: 'Dev Patel' })).findByRole(
      'textbox',
      {
        name: /^What they said/,
      },
    );
    expect(refusedText.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Some fields are invalid. Write what they said.')).toBeDefined();
    expect(calls).toContain('PUT /api/latest/courses/dsa-self-paced/testimonials/manage/');
  });

  it('moves a testimonial up and saves the new order', async () => {
    const user = userEvent.setup();
    const dev = { ...meera, id: 2, name: 'Dev Patel', designation: null, text: 'Short lessons.', rating: 4 };
    renderAt([
      fixture('x-course-testimonials-get', { course_name: 'DSA Self Paced', results: [meera, dev] }),
      fixture('x-course-testimonials-put', { course_name: 'DSA Self Paced', results: [dev, meera] }),
    ]);
    await screen.findByRole('region', { name: 'Dev Patel' });
    await user.click(screen.getByRole('button', { name: 'Move up Dev Patel' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Dev Patel',
      'Meera Iyer',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save testimonials' }));
    expect(await screen.findByText('Testimonials saved.')).toBeDefined();
  });
});
