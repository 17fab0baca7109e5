import { ApiError, type ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { Badge, Box, Button, Card, Link } from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { InviteCard } from '../../../shared/components/invite-card';
import { eventWhen, eventWhere, seatsLine, TYPE_LABEL } from './event-format';
import * as styles from './events.css';

type EventDetail = ResponseOf<'events-detail'>;

/** `/events/:id`: one event, its seats, and enrolment with a waitlist (ADR 0070). */
export function EventPage() {
  const id = Number(useParams().id);
  const detail = useApi('events-detail', Number.isInteger(id) && id > 0 ? { path: { id } } : null);
  usePageTitle(detail.data?.title ?? 'Event');
  if (!Number.isInteger(id) || id <= 0) return <h1>There is no such event.</h1>;
  return (
    <QueryView query={detail} what="the event">
      {(event) => <EventView event={event} />}
    </QueryView>
  );
}

function EventView({ event }: { event: EventDetail }) {
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>{event.title}</h1>
        <Box display="flex" gap="small" flexWrap="wrap">
          <Badge tone="neutral">{TYPE_LABEL[event.type]}</Badge>
          <Badge tone="neutral">{eventWhere(event)}</Badge>
          {event.is_free ? <Badge tone="positive">Free</Badge> : null}
        </Box>
      </header>
      <Box display="flex" flexDirection="column" gap="small">
        <p className={styles.prose}>{eventWhen(event.starts_at, event.ends_at)}</p>
        <p className={styles.prose}>
          {seatsLine(event)}
          {event.waitlist_count > 0 ? `, ${event.waitlist_count} on the waitlist` : ''}
        </p>
        <Link href={`/api/latest/events/${event.id}/calendar/`} download={`${event.slug}.ics`}>
          Add {event.title} to your calendar (.ics)
        </Link>
        {event.recurring_event_slug ? (
          <Link as={RouterLink} to={`/events/rec/${event.recurring_event_slug}`}>
            See the whole series and its leaderboard
          </Link>
        ) : null}
      </Box>
      <Enrolment event={event} />
      <Card title="About this event" as="section" headingLevel={2}>
        <Box display="flex" flexDirection="column" gap="small">
          {event.description.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph} className={styles.prose}>
              {paragraph}
            </p>
          ))}
        </Box>
      </Card>
      {event.speakers.length ? (
        <Card title="Speakers" as="section" headingLevel={2}>
          <ul className={styles.plainList}>
            {event.speakers.map((speaker) => (
              <li key={speaker.name}>
                <strong>{speaker.name}</strong>, {speaker.designation}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <InviteCard slug={event.slug} what="this event" />
    </Box>
  );
}

/** The caller's place and what they can do: sign in, enrol (or join the waitlist), open the room, leave. */
function Enrolment({ event }: { event: EventDetail }) {
  const { user } = useSession();
  const enrol = useApiMutation('events-user-enrollment');
  const leave = useApiMutation('x-events-user-enrollment-cancel');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const act = async (action: () => Promise<{ message: string }>) => {
    setSaid(null);
    try {
      setSaid({ ok: true, text: (await action()).message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSaid({ ok: false, text: error.message });
    }
  };
  const place = event.enrollment;
  const full = event.capacity !== null && event.registrations_count >= event.capacity;
  return (
    <Card title="Your place" as="section" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
        {!user ? (
          <Link as={RouterLink} to={`/login?next=${encodeURIComponent(`/events/${event.id}`)}`}>
            Sign in to enrol in {event.title}
          </Link>
        ) : place?.status === 'enrolled' ? (
          <p className={styles.prose}>You have a seat. We mail you a reminder the day before.</p>
        ) : place ? (
          <p className={styles.prose}>
            {`You are number ${place.waitlist_position} on the waitlist. If someone leaves, the seat is yours and we mail you.`}
          </p>
        ) : !event.registration_open ? (
          <p className={styles.prose}>Enrolment closed when the event started.</p>
        ) : (
          <Button
            loading={enrol.isMutating}
            onClick={() => act(() => enrol.trigger({ body: { event_id: event.id } }))}
          >
            {full ? 'Join the waitlist' : 'Enrol'}
          </Button>
        )}
        {event.join_url ? (
          <Link href={event.join_url} target="_blank" rel="noreferrer">
            Join {event.title} now
          </Link>
        ) : null}
        {event.contest_slug ? (
          <Link as={RouterLink} to={`/contest/${event.contest_slug}/`}>
            Open the contest of {event.title}
          </Link>
        ) : null}
        {place && event.registration_open ? (
          <Button
            variant="outline"
            loading={leave.isMutating}
            onClick={() => act(() => leave.trigger({ path: { id: event.id } }))}
          >
            {place.status === 'enrolled' ? 'Give up my seat' : 'Leave the waitlist'}
          </Button>
        ) : null}
        {said ? (
          <p role={said.ok ? 'status' : 'alert'} className={styles.prose}>
            {said.text}
          </p>
        ) : null}
      </Box>
    </Card>
  );
}
