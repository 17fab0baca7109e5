export { Badge, type BadgeProps } from './Badge';
export { type BadgeVariants, badgeTones, badgeVariants } from './Badge.css';
export {
  type ClassStatusName,
  classStatuses,
  PlagiarismBadge,
  type PlagiarismBadgeProps,
  type PlagiarismLevelName,
  plagiarismLevels,
  StatusBadge,
  type StatusBadgeProps,
} from './StatusBadge';
