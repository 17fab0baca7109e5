/** iCalendar (RFC 5545) times: UTC as YYYYMMDDTHHMMSSZ. */
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Commas, semicolons and backslashes are escaped in iCalendar text; new lines become \n. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

export interface CalendarContest {
  slug: string;
  name: string;
  start_time: string;
  end_time: string;
}

/** One VEVENT for the contest's window, with the contest page's address. */
export function contestIcs(contest: CalendarContest, origin: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Learnforge//Contests//EN',
    'BEGIN:VEVENT',
    `UID:contest-${contest.slug}@learnforge`,
    `DTSTAMP:${icsTime(new Date().toISOString())}`,
    `DTSTART:${icsTime(contest.start_time)}`,
    `DTEND:${icsTime(contest.end_time)}`,
    `SUMMARY:${icsText(contest.name)}`,
    `URL:${origin}/contest/${contest.slug}/`,
    `DESCRIPTION:${icsText(`Learnforge contest: ${origin}/contest/${contest.slug}/`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
