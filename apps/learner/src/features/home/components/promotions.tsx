import { useApi } from '@learnforge/api-client/react';
import { Card, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import * as styles from './home-page.css';

/** A path on this site opens in the app; an outside address is an ordinary link. */
function PromotionLink({ to, children }: { to: string; children: string }) {
  return to.startsWith('/') ? (
    <Link as={RouterLink} to={to} weight="strong">
      {children}
    </Link>
  ) : (
    <Link href={to} weight="strong">
      {children}
    </Link>
  );
}

/**
 * The promotions running now (001 §7 General `promotional events`), as a strip of links above the home's
 * cards; nothing at all while none runs or while they load, so the page never shows an empty box.
 */
export function Promotions() {
  const promotions = useApi('general-promotional-events', {});
  const running = promotions.data?.results ?? [];
  if (!running.length) return null;
  return (
    <section aria-label="Promotions" className={styles.promotions}>
      <ul className={styles.list}>
        {running.map((promotion) => (
          <li key={promotion.id} className={styles.promotion}>
            {promotion.image ? <img src={promotion.image} alt="" className={styles.promotionImage} /> : null}
            <PromotionLink to={promotion.link}>{promotion.title}</PromotionLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What learners say about Learnforge (001 §7 General testimonials): the first page, in the staff's order. */
export function Testimonials() {
  const testimonials = useApi('general-testimonials', { query: { page: 1 } });
  const rows = testimonials.data?.results ?? [];
  if (!rows.length) return null;
  return (
    <Card as="section" title="What learners say" headingLevel={2}>
      <ul className={styles.testimonials}>
        {rows.map((row) => (
          <li key={row.id}>
            <figure className={styles.quote}>
              <blockquote className={styles.quoteText}>{row.text}</blockquote>
              <figcaption className={styles.muted}>
                {row.name}
                {row.designation ? `, ${row.designation}` : ''}
                {row.company ? ` at ${row.company}` : ''}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Card>
  );
}
