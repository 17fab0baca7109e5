/** Dates and times on learner screens: one locale (en-IN, like the prices), in the learner's own zone. */
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
