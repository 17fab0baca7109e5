/** How the candidate side names a job's facts and an application's stage. */
export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'internship', label: 'Internship' },
  { value: 'contract', label: 'Contract' },
] as const;
export const LOCATION_TYPES = [
  { value: 'onsite', label: 'On site' },
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
] as const;

export const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;

export const STATUS_LABEL = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
} as const;
export const STATUS_TONE = {
  applied: 'neutral',
  shortlisted: 'brandAccent',
  interview: 'brandAccent',
  offer: 'positive',
  hired: 'positive',
  rejected: 'critical',
} as const;

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** `₹8,00,000 – ₹14,00,000 a year` (salary type 1 is per month, 2 per year: ADR 0011). */
export function salaryText(salary: { min: number; max: number; salary_type: number }): string {
  const range =
    salary.min === salary.max ? rupees(salary.min) : `${rupees(salary.min)} – ${rupees(salary.max)}`;
  return `${range} ${salary.salary_type === 1 ? 'a month' : 'a year'}`;
}

export const experienceText = (experience: { min: number; max: number }) =>
  experience.max === 0 ? 'No experience needed' : `${experience.min}–${experience.max} years of experience`;

/** Job dates are UTC date-times `YYYY-MM-DD HH:MM:SS` (ADR 0011). */
export const jobDateText = (value: string) => `${value.slice(0, 16)} UTC`;

export const placesText = (job: { location_type: string; locations: readonly string[] }) =>
  job.location_type === 'remote'
    ? 'Remote'
    : `${labelOf(LOCATION_TYPES, job.location_type)}: ${job.locations.join(', ')}`;
