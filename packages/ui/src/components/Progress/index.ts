export { progressTones } from './Progress.css';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { ProgressRing, type ProgressRingProps } from './ProgressRing';
export { displayPercent } from './progressValue';
