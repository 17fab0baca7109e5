import { useApiMutation } from '@learnforge/api-client/react';
import { useState } from 'react';
import type { TabUpdate } from '../utils/editor-types';
import { tabErrorsOf } from '../utils/tab-errors';
import { useTabSaved } from './unsaved-tabs';

/**
 * Saves one tab of one course; a refusal stays on the tab that caused it, each note beside the
 * field it is about (`shown`: the tab's fields in the server's names).
 */
export function useTabSave(courseId: number, shown: Parameters<typeof tabErrorsOf>[1]) {
  const update = useApiMutation('x-course-editor-update');
  const [saved, setSaved] = useState(false);
  const tabSaved = useTabSaved();
  const save = async (body: TabUpdate) => {
    setSaved(false);
    try {
      await update.trigger({ path: { id: courseId }, body });
      setSaved(true);
      tabSaved();
    } catch {
      // update.error carries the message and the fields; the fields and SaveBar show them.
    }
  };
  return {
    save,
    saving: update.isMutating,
    saved,
    failed: Boolean(update.error),
    errors: tabErrorsOf(update.error, shown),
  };
}
