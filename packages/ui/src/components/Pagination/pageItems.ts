export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Page numbers to show: always the first and last, `siblings` either side of the current one, and a
 * gap marker where pages are skipped (1 … 4 5 6 … 20). A gap of one page shows that page instead.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === pageCount - 2) items.push(pageCount - 1);
  else if (end < pageCount - 2) items.push('gap-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
}
