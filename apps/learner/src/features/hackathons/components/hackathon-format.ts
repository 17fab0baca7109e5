import { formatDateTime } from '@learnforge/domain';

/** "26 Nov 2026, 4:00 am", in the product's one locale like every other date of the app. */
export const dateTime = (iso: string) => formatDateTime(iso);

export const hackathonWhen = (startsAt: string, endsAt: string) =>
  `${dateTime(startsAt)} to ${dateTime(endsAt)}`;
