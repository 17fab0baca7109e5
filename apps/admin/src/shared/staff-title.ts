import { usePageTitle } from '@learnforge/app-shell';

/** A staff page's title before the product name: "{page or entity} · Staff tools". */
export function staffTitle(page: string): string {
  return `${page} · Staff tools`;
}

/** Titles a staff page by the record it edits ("Sum of Two Numbers · Staff tools · Learnforge") once it is loaded. */
export function useStaffTitle(entity: string | undefined): void {
  usePageTitle(entity ? staffTitle(entity) : undefined);
}
