import type { BadgeProps } from './Badge';
import { Badge } from './Badge';
import type { BadgeVariants } from './Badge.css';

/** Class and contest statuses (000 §4). Apps turn a code into its name with domain's `classStatusLabel`. */
export const classStatuses = ['Live', 'Upcoming', 'Completed', 'Cancelled', 'Expired'] as const;
export type ClassStatusName = (typeof classStatuses)[number];

const statusTones: Record<ClassStatusName, NonNullable<BadgeVariants['tone']>> = {
  Live: 'positive',
  Upcoming: 'brandAccent',
  Completed: 'neutral',
  Cancelled: 'critical',
  Expired: 'caution',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children' | 'dot'> {
  /** The class or contest status. */
  status: ClassStatusName;
}

/** A class or contest status; "Live" gets a dot. */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  return (
    <Badge {...props} tone={statusTones[status]} dot={status === 'Live'}>
      {status}
    </Badge>
  );
}

/** Plagiarism/cheating levels (000 §4): low green, medium orange, high red. */
export const plagiarismLevels = ['low', 'medium', 'high'] as const;
export type PlagiarismLevelName = (typeof plagiarismLevels)[number];

const plagiarismTones = { low: 'positive', medium: 'caution', high: 'critical' } as const;
const plagiarismLabels = { low: 'Low', medium: 'Medium', high: 'High' } as const;

export interface PlagiarismBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The plagiarism or cheating level. */
  level: PlagiarismLevelName;
  /** Text before the level, e.g. "Plagiarism". Left out, the badge shows only the level. */
  prefix?: string;
}

/** A plagiarism or cheating level in its colour (green, orange, red) with the level as text. */
export function PlagiarismBadge({ level, prefix, variant = 'solid', ...props }: PlagiarismBadgeProps) {
  return (
    <Badge {...props} variant={variant} tone={plagiarismTones[level]} data-level={level}>
      {prefix ? `${prefix}: ` : null}
      {plagiarismLabels[level]}
    </Badge>
  );
}
