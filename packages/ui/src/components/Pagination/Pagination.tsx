import { clsx } from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { button } from '../Button/Button.css';
import * as styles from './Pagination.css';
import { pageItems } from './pageItems';

export interface PaginationProps {
  /** Current page, 1-based. Keep it in the URL in apps. */
  page: number;
  /** Number of pages (e.g. `Math.ceil(count / page_size)`). */
  pageCount: number;
  /** Called with the page to go to. */
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. @default 1 */
  siblings?: number;
  /** Name of the navigation landmark. @default 'Pagination' */
  label?: string;
  className?: string;
}

/** Page navigation: previous, numbered pages with gaps, next; the current page is `aria-current`. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const pageButton = button({ tone: 'neutral', variant: 'ghost', size: 'small' });
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={pageButton}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {pageItems(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={clsx(pageButton, styles.page)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={pageButton}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            aria-label="Next page"
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
