import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { COURSE_LEVELS, TEACHING_LANGUAGES } from '@learnforge/domain';
import { Box, Link, Pagination, Select } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { AddressSearch } from '../../../shared/components/address-search';
import { useAddressFilters } from '../../../shared/use-address-filters';
import { COURSE_TYPES, CourseCard, CourseGrid } from './course-card';
import { HomeSections } from './home-sections';
import { PromoBanner } from './promo-banner';
import { SaleBanner } from './sale-banner';

const PAGE_SIZE = 12;
const ORDERINGS = [
  { value: 'popular', label: 'Most popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'rating', label: 'Best rated' },
] as const;
type Ordering = (typeof ORDERINGS)[number]['value'];

/**
 * `/courses`: the catalogue. Search (PostgreSQL full text), category, type, level, teaching language, price,
 * sort and page all live in the address, so a filtered list can be shared and the back button undoes a filter.
 */
export function CataloguePage() {
  const { value, page, setFilter, setPage, bind } = useAddressFilters();
  const search = value('search');
  const category = value('category');
  const courseType = value('type');
  const price = value('price');
  const premium = value('premium') === 'true';
  const level = value('level');
  const language = value('language');
  const ordering = value('sort') as Ordering | '';

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
      ...(premium ? { premium: 'true' as const } : {}),
      ...(level ? { level } : {}),
      ...(language ? { language } : {}),
    },
  });
  const filtered = Boolean(
    search || category || courseType || price || ordering || premium || level || language || page > 1,
  );

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Courses</h1>
      <PromoBanner />
      <SaleBanner />
      <Box as="nav" aria-label="Course lists" display="flex" gap="medium" flexWrap="wrap">
        <Link as={RouterLink} to="/courses/offline-courses">
          Classroom courses by city
        </Link>
        <Link as={RouterLink} to="/courses/gate-courses">
          GATE courses
        </Link>
      </Box>
      <AddressSearch label="Search courses" />
      <Box as="section" aria-label="Filters" display="flex" gap="medium" flexWrap="wrap">
        <Select
          label="Category"
          placeholder="All categories"
          {...bind('category')}
          options={(categories.data?.results ?? []).map((item) => ({
            value: item.slug,
            label: `${item.name} (${item.courses_count})`,
          }))}
        />
        <Select label="Type" placeholder="Every type" {...bind('type')} options={COURSE_TYPES} />
        <Select
          label="Level"
          placeholder="Every level"
          {...bind('level')}
          options={COURSE_LEVELS.map((name) => ({ value: name.toLowerCase(), label: name }))}
        />
        <Select
          label="Language"
          placeholder="Any language"
          {...bind('language')}
          options={TEACHING_LANGUAGES.map((name) => ({ value: name.toLowerCase(), label: name }))}
        />
        <Select
          label="Price"
          placeholder="Free and paid"
          {...bind('price')}
          options={[
            { value: 'free', label: 'Free' },
            { value: 'paid', label: 'Paid' },
          ]}
        />
        <Select
          label="Plan"
          placeholder="Any plan"
          value={premium ? 'true' : ''}
          onChange={(event) => setFilter('premium', event.target.value)}
          options={[{ value: 'true', label: 'Included in Premium' }]}
        />
        <Select
          label="Sort by"
          value={ordering || 'popular'}
          onChange={(event) => setFilter('sort', event.target.value === 'popular' ? '' : event.target.value)}
          options={ORDERINGS}
        />
      </Box>
      {filtered ? null : <HomeSections />}
      {filtered ? null : <h2>Every course</h2>}
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
            <CourseGrid label="Courses">
              {data.results.map((course) => (
                <li key={course.course_id}>
                  <CourseCard course={course} headingLevel={filtered ? 2 : 3} />
                </li>
              ))}
            </CourseGrid>
            {data.count > PAGE_SIZE ? (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.count / PAGE_SIZE)}
                label="Course pages"
                onPageChange={setPage}
              />
            ) : null}
          </Box>
        )}
      </QueryView>
    </Box>
  );
}
