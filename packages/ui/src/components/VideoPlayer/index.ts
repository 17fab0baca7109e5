export { formatMediaTime, formatPlaybackRate, seekTarget, stepVolume } from './media';
export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';
