export { Link, type LinkProps } from './Link';
export { type LinkVariants, linkTones } from './Link.css';
