export { RouteProgress, type RouteProgressProps } from './RouteProgress';
