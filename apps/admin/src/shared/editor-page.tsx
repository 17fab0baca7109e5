import { isApiError } from '@learnforge/api-client';
import { formErrorsOf, QueryView, type QueryViewProps, UnsavedChangesGuard } from '@learnforge/app-shell';
import { type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useStaffTitle } from './staff-title';

/**
 * The page of one staff editor (contests, coupons, jobs): a new record's form opens at once and
 * empty; a saved one's opens with its values once they arrive (QueryView says loading or why not),
 * so no later read can reset the form over the person's edits. The page is titled by the record.
 */
export function EditorPage<Saved>({
  query,
  what,
  title,
  children,
}: {
  /** The saved record's read; null for a new record. */
  query: QueryViewProps<Saved>['query'] | null;
  /** The record as the loading and error states name it ("the coupon"). */
  what: string;
  /** The page title's record name, once known. */
  title: string | undefined;
  children: (saved: Saved | undefined) => ReactNode;
}) {
  useStaffTitle(title);
  if (query === null) return <>{children(undefined)}</>;
  return (
    <QueryView query={query} what={what}>
      {(saved) => children(saved)}
    </QueryView>
  );
}

/** One refusal placed beside its field. */
export interface PlacedRefusal<T extends FieldValues> {
  field: FieldPath<T>;
  message: string;
}

/**
 * Where a refusal of one row's field of a list form goes (`banners.2.ends_at` beside that row's date): for
 * `useServerRefusals`, the list's name and the row fields the form shows.
 */
export function rowFieldPlace(list: string, fields: readonly string[]) {
  return (field: string): string | null => {
    const [root, index, name] = field.split('.');
    return root === list && index !== undefined && name && fields.includes(name)
      ? `${list}.${Number(index)}.${name}`
      : null;
  };
}

/**
 * Places a refused save of an editor form beside its fields (formErrorsOf): `placeOf` turns the
 * server's field name into the form's field, or null when the form has no control for it; those
 * notes are said in the form's own message with their names, so no refusal is lost.
 */
export function useServerRefusals<T extends FieldValues>(
  form: UseFormReturn<T>,
  placeOf: (field: string) => FieldPath<T> | null,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const refuse = (error: unknown): PlacedRefusal<T>[] => {
    if (!isApiError(error)) {
      setFormError(formErrorsOf(error, []).form);
      return [];
    }
    const names: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [field, note] of Object.entries(error.fields)) {
      const place = placeOf(field);
      if (place) names[field] = place;
      else elsewhere.push(`${field}: ${note}`);
    }
    const refused = formErrorsOf(error, Object.values(names), names);
    const placed = Object.entries(refused.fields).map(([field, message]) => ({
      field: field as FieldPath<T>,
      message: message as string,
    }));
    for (const { field, message } of placed) form.setError(field, { message });
    setFormError(
      elsewhere.length > 0 ? [refused.form ?? error.message, ...elsewhere].join(' ') : refused.form,
    );
    return placed;
  };
  return { formError, setFormError, refuse };
}

/**
 * Asks before leaving an editor with unsaved edits; `settled` once a new record is saved and its
 * page is about to open (the form is clean by then, and the move must not ask).
 */
export function EditorLeaveGuard<T extends FieldValues>({
  form,
  settled = false,
  what,
}: {
  form: UseFormReturn<T>;
  settled?: boolean;
  what: string;
}) {
  const { isDirty, isSubmitting } = form.formState;
  return <UnsavedChangesGuard unsaved={isDirty && !isSubmitting && !settled} what={what} />;
}
