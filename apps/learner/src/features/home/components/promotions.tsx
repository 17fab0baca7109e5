import { useApi } from '@learnforge/api-client/react';
import { Card, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import * as styles from './home-page.css';

/** A path on this site opens in the app; an outside address is an ordinary link. */
function PromotionLink({ to, children }: { to: string; children: string }) {
  return to.startsWith('/') ? (
    <Link as={RouterLink} to={to} weight="strong" className={styles.promotionTitle}>
      {children}
    </Link>
  ) : (
    <Link href={to} weight="strong" className={styles.promotionTitle}>
      {children}
    </Link>
  );
}

/**
 * The promotions running now (001 §7 General `promotional events`) as a strip on the home, signed in or not
 * (ADR 0106). The band keeps its height from the first render, before the promotions answer, and begins with
 * "All events", so it is never an empty box and nothing under it moves when the promotions arrive; they are
 * added after that first item. A failed call leaves just the events link: promotions are extra, not the page.
 */
export function Promotions() {
  const promotions = useApi('general-promotional-events', {});
  const running = promotions.data?.results ?? [];
  return (
    <section aria-label="Promotions" className={styles.promotions}>
      <ul className={styles.promotionList}>
        <li className={styles.allEvents}>
          <Link as={RouterLink} to="/events" weight="strong">
            All events
          </Link>
        </li>
        {running.map((promotion) => (
          <li key={promotion.id} className={styles.promotion}>
            {promotion.image ? (
              <img src={promotion.image} alt="" width={48} height={48} className={styles.promotionImage} />
            ) : null}
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
