import { vars } from '../../theme/contract.css';

/** Series and segment colours, in order: role tokens, so both themes keep them distinct and readable. */
const seriesColors = [
  vars.color.tone.brandAccent,
  vars.color.tone.positive,
  vars.color.tone.caution,
  vars.color.tone.critical,
  vars.color.tone.neutral,
] as const;

export function seriesColor(index: number): string {
  return seriesColors[index % seriesColors.length] ?? vars.color.tone.neutral;
}

/** The colour of a tone, for a segment whose colour means something (present, absent). */
export function toneColor(tone: 'positive' | 'caution' | 'critical' | 'neutral'): string {
  return vars.color.tone[tone];
}
