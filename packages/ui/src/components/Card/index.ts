export { Card, type CardProps } from './Card';
export { type CardVariants, cardPaddings, cardTones } from './Card.css';
