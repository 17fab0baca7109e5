import type { ApiError } from '@learnforge/api-client';
import { type FormErrors, formErrorsOf } from '@learnforge/app-shell';

/** What a refused tab save shows: notes beside the tab's fields, and the rest in its save bar. */
export interface TabErrors extends FormErrors<string> {
  /** Notes on fields the tab has no control for, named, so no refusal is lost. */
  elsewhere: string[];
}

const NO_TAB_ERRORS: TabErrors = { fields: {}, form: null, elsewhere: [] };

const humanize = (field: string) =>
  field
    .replace(/\.(\d+)/g, (_, index: string) => ` ${Number(index) + 1}`)
    .replaceAll(/[._]/g, ' ')
    .replace(/^./, (first) => first.toUpperCase());

/**
 * Places the server's refusal of one tab beside the tab's own fields (`shown`: the fields in the
 * server's names, e.g. `course_name`, or a test for repeated ones such as `emailContent.0.subject`). The contract names a field inside the
 * tab's values (`values.course_name`), and a list edited as one text box is refused item by item
 * (`skills.3`): both land on the field the person typed in.
 */
export function tabErrorsOf(
  error: ApiError | undefined,
  shown: readonly string[] | ((field: string) => boolean),
): TabErrors {
  if (!error) return NO_TAB_ERRORS;
  const listed = typeof shown === 'function' ? null : new Set(shown);
  const shows = typeof shown === 'function' ? shown : (field: string) => listed!.has(field);
  const names: Record<string, string> = {};
  for (const key of Object.keys(error.fields)) {
    const bare = key.replace(/^values\./, '');
    const list = bare.replace(/\.\d+$/, '');
    names[key] = shows(bare) || !shows(list) ? bare : list;
  }
  const placedNames = [...new Set(Object.values(names).filter(shows))];
  const placed = formErrorsOf(error, placedNames, names);
  const elsewhere = Object.entries(error.fields)
    .filter(([key]) => !shows(names[key] ?? key))
    .map(([key, note]) => `${humanize(names[key] ?? key)}: ${note}`);
  return { ...placed, form: placed.form ?? (elsewhere.length > 0 ? error.message : null), elsewhere };
}
