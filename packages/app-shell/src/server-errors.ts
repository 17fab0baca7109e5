import { isApiError } from '@learnforge/api-client';

/** What a form shows for a refused save: a message beside each field, and one for the whole form. */
export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** For the form as a whole: the server's message when no field of the form can carry it. */
  form: string | null;
}

/**
 * Turns a failed call into messages beside the form's fields, so a refusal is read where the person
 * fixes it rather than in a toast that fades. `fieldNames` maps the server's field names to the
 * form's (unlisted names are used as they are). When the server names one field, that field shows the
 * server's full message (it says what exactly is wrong, e.g. which recipient); with several, each
 * shows its own note and the form shows the message.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  fieldNames: Readonly<Record<string, Field>> = {},
): FormErrors<Field> {
  const fallback = 'That did not work: try again.';
  if (!isApiError(error)) return { fields: {}, form: error instanceof Error ? error.message : fallback };
  const known = new Set<string>(formFields);
  const fields: Partial<Record<Field, string>> = {};
  for (const [name, note] of Object.entries(error.fields)) {
    const field = fieldNames[name] ?? name;
    if (known.has(field)) fields[field as Field] = note;
  }
  const named = Object.keys(fields) as Field[];
  if (named.length === 1) {
    const only = named[0]!;
    const note = fields[only]!;
    fields[only] = error.message.includes(note) ? error.message : `${error.message} ${note}`.trim();
    return { fields, form: null };
  }
  return { fields, form: error.message || fallback };
}
