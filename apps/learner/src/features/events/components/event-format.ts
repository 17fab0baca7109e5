import type { ResponseOf } from '@learnforge/api-client';
import { formatDayWithWeekday, formatTime } from '@learnforge/domain';

export type EventCard = ResponseOf<'events-index'>['results'][number];

export const TYPE_LABEL: Record<EventCard['type'], string> = {
  webinar: 'Webinar',
  workshop: 'Workshop',
  contest: 'Contest',
  meetup: 'Meetup',
  hackathon: 'Hackathon',
};

/** "Tue, 1 Dec, 2026, 6:30 pm to 8:00 pm" in the reader's own time zone; the end's date only when it differs. */
export function eventWhen(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  const day = (date: Date) => formatDayWithWeekday(date);
  const time = (date: Date) => formatTime(date);
  return sameDay
    ? `${day(start)}, ${time(start)} to ${time(end)}`
    : `${day(start)}, ${time(start)} to ${day(end)}, ${time(end)}`;
}

export const eventWhere = (event: Pick<EventCard, 'is_online' | 'city'>) =>
  event.is_online ? 'Online' : (event.city ?? 'In person');

/** "12 of 30 seats taken", "Full", or "12 enrolled" without a limit. */
export function seatsLine(event: Pick<EventCard, 'capacity' | 'registrations_count'>): string {
  if (event.capacity === null) return `${event.registrations_count} enrolled`;
  if (event.registrations_count >= event.capacity) return `Full: all ${event.capacity} seats taken`;
  return `${event.registrations_count} of ${event.capacity} seats taken`;
}
