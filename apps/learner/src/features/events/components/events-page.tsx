import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { Badge, Box, Card, Link, Pagination, Tabs } from '@learnforge/ui';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { type EventCard, eventWhen, eventWhere, seatsLine, TYPE_LABEL } from './event-format';
import * as styles from './events.css';

const WHEN = ['upcoming', 'past'] as const;
type When = (typeof WHEN)[number];
const WHEN_LABEL: Record<When, string> = { upcoming: 'Upcoming', past: 'Past' };

/** `/events`: the featured carousel, then upcoming and past events, tab and page kept in the address. */
export function EventsPage() {
  usePageTitle('Events');
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApi('events-index', { query: { status: when, page } });
  const go = (next: { when?: When; page?: number }) => {
    const query = new URLSearchParams();
    if ((next.when ?? when) === 'past') query.set('when', 'past');
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>Events</h1>
        <p>
          Webinars, workshops, meetups and contests. Enrol to keep a seat and get a reminder the day before.
        </p>
        <Link as={RouterLink} to="/hackathons">
          Hackathons: form a team and build in rounds
        </Link>
      </header>
      <FeaturedEvents />
      <Tabs.Root value={when} onValueChange={(value) => go({ when: value as When })}>
        <Tabs.List aria-label="When">
          {WHEN.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {WHEN_LABEL[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {WHEN.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === when ? (
              <QueryView
                query={list}
                what={`the ${WHEN_LABEL[when].toLowerCase()} events`}
                isEmpty={(data) => data.results.length === 0}
                empty={{ title: `No ${WHEN_LABEL[when].toLowerCase()} events` }}
              >
                {(data) => (
                  <Box display="flex" flexDirection="column" gap="medium">
                    <ul className={styles.grid} aria-label={`${WHEN_LABEL[when]} events`}>
                      {data.results.map((event) => (
                        <EventListItem key={event.id} event={event} />
                      ))}
                    </ul>
                    {data.count > data.page_size ? (
                      <Pagination
                        page={data.page}
                        pageCount={Math.ceil(data.count / data.page_size)}
                        onPageChange={(next: number) => go({ page: next })}
                        label="Event pages"
                      />
                    ) : null}
                  </Box>
                )}
              </QueryView>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

function EventListItem({ event }: { event: EventCard }) {
  return (
    <Card as="li" title={event.title} headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        <Box display="flex" gap="small" flexWrap="wrap">
          <Badge tone="neutral">{TYPE_LABEL[event.type]}</Badge>
          <Badge tone="neutral">{eventWhere(event)}</Badge>
          {event.is_free ? <Badge tone="positive">Free</Badge> : null}
        </Box>
        <p className={styles.prose}>{eventWhen(event.starts_at, event.ends_at)}</p>
        <p className={styles.prose}>{seatsLine(event)}</p>
        <Link as={RouterLink} to={`/events/${event.id}`}>
          Open {event.title}
        </Link>
      </Box>
    </Card>
  );
}

/** The featured events as a row that scrolls sideways (snapping to each card); hidden when there are none. */
function FeaturedEvents() {
  const slides = useApi('events-carousels', { query: { placement: 'events' } });
  const results = slides.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="featured-events">
      <h2 id="featured-events">Featured</h2>
      <ul className={styles.carousel} aria-label="Featured events">
        {results.map((slide) => (
          <li key={slide.id} className={styles.slide}>
            <RouterLink to={slide.link} className={styles.slideLink}>
              <span className={styles.slideTitle}>{slide.title}</span>
              <span>{eventWhen(slide.starts_at, slide.starts_at).split(' to ')[0]}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
