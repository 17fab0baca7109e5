import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { Box, Card, Pagination } from '@learnforge/ui';
import { useState } from 'react';

type Quote = ResponseOf<'courses-testimonials'>['results'][number];

function QuoteCard({ quote }: { quote: Quote }) {
  return (
    <figure aria-label={`${quote.name}, ${quote.rating} of 5 stars`} style={{ margin: 0 }}>
      <blockquote style={{ margin: 0 }}>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        <strong>{quote.name}</strong>
        {quote.designation ? `, ${quote.designation}` : ''} · {quote.rating} of 5 stars
      </figcaption>
    </figure>
  );
}

/** What the course admins quote about the course, in their order; nothing when they quote no one. */
export function CourseTestimonials({ slug }: { slug: string }) {
  const testimonials = useApi('courses-testimonials', { path: { slug } });
  const quotes = testimonials.data?.results ?? [];
  if (!quotes.length) return null;
  return (
    <Card as="section" title="Testimonials">
      <Box as="ul" aria-label="Testimonials" display="flex" flexDirection="column" gap="medium">
        {quotes.map((quote) => (
          <li key={quote.id}>
            <QuoteCard quote={quote} />
          </li>
        ))}
      </Box>
    </Card>
  );
}

/**
 * Learners' written feedback on the course's batches, newest first, a page at a time. The page is the
 * section's own state: the course page's address stays the course's.
 */
export function CourseFeedback({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  // The page shown stays until the next one arrives, so paging never empties the section (nor drops focus).
  const feedback = useApi(
    'courses-feedbacks',
    { path: { slug }, query: { page } },
    { keepPreviousData: true },
  );
  const data = feedback.data;
  if (!data?.count) return null;
  return (
    <Card as="section" title="Feedback from learners">
      <p role="status" aria-label="Feedback shown">
        {data.count} {data.count === 1 ? 'learner wrote' : 'learners wrote'} about their batch
        {data.count > data.page_size ? ` · page ${page} of ${Math.ceil(data.count / data.page_size)}` : ''}
      </p>
      <Box as="ul" aria-label="Feedback from learners" display="flex" flexDirection="column" gap="medium">
        {data.results.map((quote) => (
          <li key={quote.id}>
            <QuoteCard quote={quote} />
          </li>
        ))}
      </Box>
      {data.count > data.page_size ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(data.count / data.page_size)}
          label="Feedback pages"
          onPageChange={setPage}
        />
      ) : null}
    </Card>
  );
}
