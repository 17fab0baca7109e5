export { Button, type ButtonProps } from './Button';
export { type ButtonVariants, buttonSizes, buttonTones, buttonVariants } from './Button.css';
