import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Badge, Box, Button, Card, Link, Pagination, Select, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PromoBanner } from './promo-banner';
import { SaleBanner } from './sale-banner';

const PAGE_SIZE = 12;
const COURSE_TYPES = [
  { value: '1', label: 'Self-paced' },
  { value: '2', label: 'Live' },
  { value: '0', label: 'Classroom' },
];
const ORDERINGS = [
  { value: 'popular', label: 'Most popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'rating', label: 'Best rated' },
] as const;
type Ordering = (typeof ORDERINGS)[number]['value'];

const rupees = (symbol: string, amount: number) =>
  amount === 0 ? 'Free' : `${symbol}${amount.toLocaleString('en-IN')}`;

/**
 * `/courses`: the catalogue. Search (PostgreSQL full text), category, type, price, sort and page all
 * live in the address, so a filtered list can be shared and the back button undoes a filter.
 */
export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const courseType = params.get('type') ?? '';
  const price = params.get('price') ?? '';
  const ordering = (params.get('sort') ?? '') as Ordering | '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);

  const categories = useApi('courses-all-category', { query: {} });
  const courses = useApi('courses-list', {
    query: {
      page,
      page_size: PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(category ? { category } : {}),
      ...(courseType ? { course_type: Number(courseType) } : {}),
      ...(price === 'free' || price === 'paid' ? { price } : {}),
      ...(ordering ? { ordering } : {}),
    },
  });

  /** Changes one filter and goes back to the first page. */
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', draft.trim());
  };

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Courses</h1>
      <PromoBanner />
      <SaleBanner />
      <search>
        <form aria-label="Search courses" onSubmit={submitSearch}>
          <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
            <TextField
              label="Search courses"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </Box>
        </form>
      </search>
      <Box as="section" aria-label="Filters" display="flex" gap="medium" flexWrap="wrap">
        <Select
          label="Category"
          placeholder="All categories"
          value={category}
          onChange={(event) => setFilter('category', event.target.value)}
          options={(categories.data?.results ?? []).map((item) => ({
            value: item.slug,
            label: `${item.name} (${item.courses_count})`,
          }))}
        />
        <Select
          label="Type"
          placeholder="Every type"
          value={courseType}
          onChange={(event) => setFilter('type', event.target.value)}
          options={COURSE_TYPES}
        />
        <Select
          label="Price"
          placeholder="Free and paid"
          value={price}
          onChange={(event) => setFilter('price', event.target.value)}
          options={[
            { value: 'free', label: 'Free' },
            { value: 'paid', label: 'Paid' },
          ]}
        />
        <Select
          label="Sort by"
          value={ordering || 'popular'}
          onChange={(event) => setFilter('sort', event.target.value === 'popular' ? '' : event.target.value)}
          options={ORDERINGS}
        />
      </Box>
      <QueryView
        query={courses}
        what="the courses"
        isEmpty={(data) => data.results.length === 0}
        empty={{
          title: 'No course matches',
          description: 'Try other words or fewer filters.',
          action: (
            <Link as={RouterLink} to="/courses">
              Show every course
            </Link>
          ),
        }}
      >
        {(data) => (
          <Box display="flex" flexDirection="column" gap="medium">
            <p role="status" aria-label="Courses found">
              {data.count} {data.count === 1 ? 'course' : 'courses'}
              {search ? ` for “${search}”` : ''}
            </p>
            <ul
              aria-label="Courses"
              style={{
                listStyle: 'none',
                padding: 0,
                margin: 0,
                display: 'grid',
                gap: '1rem',
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
              }}
            >
              {data.results.map((course) => (
                <li key={course.course_id}>
                  <Card as="article" title={course.course_name} headingLevel={2}>
                    <Box display="flex" flexDirection="column" gap="small">
                      <Box display="flex" gap="xsmall" flexWrap="wrap">
                        <Badge tone="neutral">
                          {COURSE_TYPES.find((type) => type.value === String(course.course_type))?.label ??
                            'Course'}
                        </Badge>
                        {course.avg_rating ? (
                          <Badge tone="positive">{`Rated ${course.avg_rating} of 5`}</Badge>
                        ) : null}
                      </Box>
                      <p>
                        {course.course_fee_type === 0
                          ? 'Free'
                          : course.discounted_price !== null && course.discounted_price < course.price
                            ? `${rupees(course.payment_currency_symbol, course.discounted_price)} (was ${rupees(course.payment_currency_symbol, course.price)})`
                            : course.price
                              ? rupees(course.payment_currency_symbol, course.price)
                              : 'No batch on sale yet'}
                      </p>
                      <Link as={RouterLink} to={`/courses/${course.course_slug}`}>
                        {`View ${course.course_name}`}
                      </Link>
                    </Box>
                  </Card>
                </li>
              ))}
            </ul>
            {data.count > PAGE_SIZE ? (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.count / PAGE_SIZE)}
                label="Course pages"
                onPageChange={(next) =>
                  setParams((current) => {
                    const copy = new URLSearchParams(current);
                    copy.set('page', String(next));
                    return copy;
                  })
                }
              />
            ) : null}
          </Box>
        )}
      </QueryView>
    </Box>
  );
}
