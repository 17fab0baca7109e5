import { formatOrdinalDate, formatOrdinalDateTime } from '@learnforge/domain';

const numberFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** '1st Jan, 25' (000 §9 ordinal dates); a dash for a missing date. */
export const formatDate = formatOrdinalDate;

/** '1st Jan, 25 15:45'; a dash for a missing date. */
export const formatDateTime = formatOrdinalDateTime;

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${formatNumber(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
