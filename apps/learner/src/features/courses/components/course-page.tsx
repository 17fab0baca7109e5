import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi } from '@learnforge/api-client/react';
import { QueryView, signInHref, usePageTitle, useSession } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import { Badge, Box, Button, Card, Link, VisuallyHidden } from '@learnforge/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { useEnrol } from '../hooks/use-enrol';
import { BatchPicker } from './batch-picker';
import { CounsellingForm } from './counselling-form';
import { CourseFeedback, CourseTestimonials } from './course-voices';
import { money } from './money';

const BANNER_SHOWN_FIRST = ['thumbnail', 'course_overview_image', 'social'];

/** `/courses/{slug}`: the course landing page, showing what the course editor saved (001 §3 landing fields). */
export function CoursePage() {
  const { slug = '' } = useParams();
  const detail = useApi('courses-detail', { path: { slug } });
  usePageTitle(detail.data?.course_name);

  if (detail.error)
    return (
      <section aria-labelledby="course-error">
        <h1 id="course-error">
          {detail.error.status === 404 ? 'Course not found' : 'This course could not be opened'}
        </h1>
        <p>{detail.error.message}</p>
        <Link as={RouterLink} to="/">
          Back to the home page
        </Link>
      </section>
    );
  return (
    <QueryView query={detail} what="the course">
      {(data) => {
        const course = data;
        const banner = [...course.banners].sort((a, b) => rank(a.type) - rank(b.type))[0];

        return (
          <Box display="flex" flexDirection="column" gap="large">
            {course.schema_keywords.length ? (
              <meta name="keywords" content={course.schema_keywords.join(', ')} />
            ) : null}
            <header>
              <Box display="flex" flexDirection="column" gap="small">
                <h1>{course.course_name}</h1>
                {course.course_short_name ? <p>{course.course_short_name}</p> : null}
                <Box display="flex" gap="small" flexWrap="wrap">
                  {course.included_in_premium ? <Badge tone="positive">Included in Premium</Badge> : null}
                  {course.level ? <Badge tone="neutral">Level: {course.level}</Badge> : null}
                  {course.course_duration ? (
                    <Badge tone="neutral">Duration: {course.course_duration}</Badge>
                  ) : null}
                  {course.seats_left !== null ? (
                    <Badge tone="caution">{course.seats_left} seats left</Badge>
                  ) : null}
                </Box>
                {course.course_overview ? <p>{course.course_overview}</p> : null}
                {course.warning_message ? <p role="note">{course.warning_message}</p> : null}
                {banner ? (
                  <img
                    src={banner.image_url}
                    alt={banner.title || `${course.course_name} banner`}
                    style={{ maxWidth: '100%' }}
                  />
                ) : null}
                <Box display="flex" gap="medium" flexWrap="wrap">
                  {course.intro_video_link ? (
                    <Link href={course.intro_video_link}>Watch the introduction</Link>
                  ) : null}
                  {course.syllabus_pdf ? <Link href={course.syllabus_pdf}>Download the syllabus</Link> : null}
                </Box>
              </Box>
            </header>

            {course.first_upcoming_batch ? (
              <Sale course={course} slug={slug} batch={course.first_upcoming_batch} />
            ) : null}

            {course.right_section.ratings.ratings_count > 0 ? (
              <p>
                Rated {course.right_section.ratings.avg_rating.toFixed(1)} out of 5 by{' '}
                {course.right_section.ratings.ratings_count} learner
                {course.right_section.ratings.ratings_count === 1 ? '' : 's'}
              </p>
            ) : null}

            {course.mentors.length ? (
              <Card as="section" title="Mentors">
                <ul aria-label="Mentors">
                  {course.mentors.map((mentor) => (
                    <li key={mentor.mentor}>
                      <strong>{mentor.mentor}</strong>
                      {mentor.mentor_description ? ` · ${mentor.mentor_description}` : ''}
                      {mentor.mentor_bio ? <p>{mentor.mentor_bio}</p> : null}
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null}

            {course.what_you_will_learn.length ? (
              <Card as="section" title="What you will learn">
                <ul>
                  {course.what_you_will_learn.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </Card>
            ) : null}

            {course.features.length || course.right_section.highlights.length || course.skills.length ? (
              <Card as="section" title="Highlights">
                {course.features.length ? (
                  <ul aria-label="Course features">
                    {course.features.map((feature) => (
                      <li key={feature.id}>
                        <strong>{feature.name}</strong>
                        {feature.description ? ` · ${feature.description}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {course.right_section.highlights.length ? (
                  <ul aria-label="Benefits">
                    {course.right_section.highlights.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                ) : null}
                {course.skills.length ? <p>Skills: {course.skills.join(', ')}</p> : null}
                {course.best_suited_for ? <p>Best suited for: {course.best_suited_for}</p> : null}
              </Card>
            ) : null}

            {course.journey.length ? (
              <Card as="section" title="Course journey">
                <ol>
                  {course.journey.map((phase) => (
                    <li key={phase.title}>
                      <h3>{phase.title}</h3>
                      <ol>
                        {phase.steps.map((step) => (
                          <li key={step.title}>
                            <strong>{step.title}</strong>
                            {step.description ? <p>{step.description}</p> : null}
                          </li>
                        ))}
                      </ol>
                    </li>
                  ))}
                </ol>
              </Card>
            ) : null}

            {course.content.results.length ? (
              <Card as="section" title="Course content">
                {course.content.results.map((section) => (
                  <section key={section.title} aria-label={section.title}>
                    <h3>{section.title}</h3>
                    <ul>
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </section>
                ))}
              </Card>
            ) : null}

            {course.batch_languages.length ? (
              <Card as="section" title="Batches and languages">
                <ul>
                  {course.batch_languages.map((batch) => (
                    <li key={batch.batch_slug}>
                      {batch.batch_name}: {batch.languages.join(', ')}
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null}

            {course.upgradable_courses.length || course.elective_courses.length ? (
              <Card as="section" title="Related courses">
                {course.upgradable_courses.length ? (
                  <>
                    <h3>Upgrade to</h3>
                    <ul>
                      {course.upgradable_courses.map((related) => (
                        <li key={related.course_slug}>
                          <Link as={RouterLink} to={`/courses/${related.course_slug}`}>
                            {related.course_name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {course.elective_courses.length ? (
                  <>
                    <h3>Electives</h3>
                    <ul>
                      {course.elective_courses.map((related) => (
                        <li key={related.course_slug}>
                          <Link as={RouterLink} to={`/courses/${related.course_slug}`}>
                            {related.course_name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </Card>
            ) : null}

            <CourseTestimonials slug={slug} />
            <CourseFeedback slug={slug} />

            {course.default_testimonial ? (
              <Card as="section" title="What a learner says">
                <blockquote>
                  <p>{course.default_testimonial.content}</p>
                  <footer>
                    {course.default_testimonial.name}
                    {course.default_testimonial.achievements
                      ? `, ${course.default_testimonial.achievements}`
                      : ''}
                  </footer>
                </blockquote>
              </Card>
            ) : null}

            <Card as="section" title="Talk to a counsellor">
              <CounsellingForm courseSlug={slug} courseName={course.course_name} />
            </Card>

            {course.faqs.length ? (
              <Card as="section" title="Frequently asked questions">
                <dl>
                  {course.faqs.map((faq) => (
                    <div key={faq.question}>
                      <dt>
                        <strong>{faq.question}</strong>
                      </dt>
                      <dd>{faq.answer}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            ) : null}
          </Box>
        );
      }}
    </QueryView>
  );
}

type CourseDetail = EndpointOutput<(typeof contract)['courses-detail']>;

/**
 * The next batch on sale with the page's primary action, "Enrol in {next batch}"; with several on sale,
 * a picker below it to enrol in another one.
 */
function Sale({
  course,
  slug,
  batch,
}: {
  course: CourseDetail;
  slug: string;
  batch: NonNullable<CourseDetail['first_upcoming_batch']>;
}) {
  const { user, isLoading } = useSession();
  const enrolling = useEnrol(slug);
  // The signed-in learner's relation to the course: already in a batch, the page says where to go.
  const meta = useApi('courses-meta', user ? { path: { slug } } : null);
  const several = course.total_upcoming_batches > 1;
  const enrolledIn = meta.data?.is_enrolled ? meta.data.enrolled_batch_slug : null;
  // Until the meta answers, a signed-in learner may already be in a batch: no Enrol button to press by mistake.
  // Asked as "no answer yet" rather than "loading": the render in which the session arrives has not started the
  // meta's request yet, and showed "Enrol in …" for that frame.
  const knowing = isLoading || (user !== null && meta.data === undefined && !meta.error);
  // Already in the next batch: nothing on sale is for them unless another batch is on sale too.
  const offersNext = enrolledIn !== batch.batch_slug;
  return (
    <Card as="section" title="Next batch">
      <NextBatch batch={batch} currency={course.payment_currency_symbol} />
      {knowing ? null : !user ? (
        <Link href={signInHref()}>Sign in to enrol</Link>
      ) : (
        <Box display="flex" flexDirection="column" gap="medium" alignItems="flex-start">
          {enrolledIn ? (
            // The primary action of an enrolled learner is their own batch, not buying a seat again.
            <p role="status">
              {offersNext
                ? 'You are enrolled in another batch of this course. '
                : 'You are enrolled in this batch. '}
              <Link as={RouterLink} to={`/batch/${enrolledIn}`} weight="strong">
                Go to your batch
              </Link>
            </p>
          ) : null}
          {offersNext ? (
            <Button
              onClick={() => enrolling.enrol(batch.batch_slug)}
              loading={enrolling.busy}
              variant={enrolledIn ? 'outline' : 'solid'}
            >
              {enrolledIn ? `Also enrol in ${batch.batch_name}` : `Enrol in ${batch.batch_name}`}
            </Button>
          ) : null}
          {several ? (
            <>
              <h3>{course.total_upcoming_batches} batches on sale</h3>
              <BatchPicker
                courseSlug={slug}
                currency={course.payment_currency_symbol}
                enrolling={enrolling}
                enrolledIn={enrolledIn}
              />
            </>
          ) : null}
          {enrolling.outcome ? (
            <p role={enrolling.outcome.ok ? 'status' : 'alert'}>{enrolling.outcome.text}</p>
          ) : null}
        </Box>
      )}
    </Card>
  );
}

function NextBatch({
  batch,
  currency,
}: {
  batch: NonNullable<CourseDetail['first_upcoming_batch']>;
  currency: string;
}) {
  const discounted = batch.discounted_price !== null && batch.discounted_price < batch.price;
  return (
    <dl>
      <dt>Batch</dt>
      <dd>{batch.batch_name}</dd>
      <dt>Starts</dt>
      <dd>
        <time dateTime={batch.start_date}>
          {formatLongDate(`${batch.start_date}T00:00:00Z`, { timeZone: 'UTC' })}
        </time>
      </dd>
      <dt>Price</dt>
      <dd>
        {discounted ? (
          <>
            <s>
              <VisuallyHidden>Was </VisuallyHidden>
              {money(currency, batch.price)}
            </s>{' '}
            <VisuallyHidden>now </VisuallyHidden>
            {money(currency, batch.discounted_price!)}
          </>
        ) : (
          money(currency, batch.price)
        )}
      </dd>
      <dt>Language</dt>
      <dd>{batch.lang}</dd>
      {batch.seats_left !== null ? (
        <>
          <dt>Seats left</dt>
          <dd>{batch.seats_left}</dd>
        </>
      ) : null}
      {batch.location ? (
        <>
          <dt>Location</dt>
          <dd>{batch.location}</dd>
        </>
      ) : null}
    </dl>
  );
}

function rank(type: string): number {
  const index = BANNER_SHOWN_FIRST.indexOf(type);
  return index === -1 ? BANNER_SHOWN_FIRST.length : index;
}
