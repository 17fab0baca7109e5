import { useApi } from '@learnforge/api-client/react';
import { usePageTitle } from '@learnforge/app-shell';
import { Badge, Box, Card, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { useWhenInAddress, type WhenTab, WhenTabs } from '../../../shared/components/when-tabs';
import { type EventCard, eventWhen, eventWhere, seatsLine, TYPE_LABEL } from './event-format';
import * as styles from './events.css';

const WHEN = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const satisfies readonly WhenTab<string>[];

/** `/events`: the featured carousel, then upcoming and past events, tab and page kept in the address. */
export function EventsPage() {
  usePageTitle('Events');
  const when = useWhenInAddress(WHEN);
  const list = useApi('events-index', { query: { status: when.when, page: when.page } });
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
      <WhenTabs tabs={WHEN} state={when} query={list} noun="events" itemKey={(event) => event.id}>
        {(event) => <EventListItem event={event} />}
      </WhenTabs>
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
