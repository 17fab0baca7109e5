import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ElementType, type ReactNode, useId } from 'react';
import { actions as actionsStyle, type CardVariants, card, header, title as titleStyle } from './Card.css';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Element to render; `section` or `article` with a `title` becomes a named region. @default 'div' */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Heading at the top of the card. */
  title?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Small buttons beside the title. */
  actions?: ReactNode;
  /** @default 'medium' */
  padding?: CardVariants['padding'];
  /** Coloured left edge that marks a state (never the only signal). @default 'none' */
  tone?: CardVariants['tone'];
}

/** A raised surface that groups related content. */
export function Card({
  as = 'div',
  title,
  headingLevel = 2,
  actions,
  padding,
  tone,
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Component = as as ElementType;
  const Heading = `h${headingLevel}` as const;
  const named = title !== undefined && (as === 'section' || as === 'article');
  return (
    <Component
      {...(named ? { 'aria-labelledby': titleId } : {})}
      {...props}
      className={clsx(card({ padding, tone }), className)}
    >
      {title !== undefined || actions ? (
        <div className={header}>
          {title !== undefined ? (
            <Heading id={titleId} className={titleStyle}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={actionsStyle}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Component>
  );
}
