export { Countdown, type CountdownProps } from './Countdown';
export { describeRemaining, formatRemaining, type Remaining, remainingUntil } from './remaining';
