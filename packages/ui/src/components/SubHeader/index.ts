export { SubHeader, type SubHeaderProps } from './SubHeader';
