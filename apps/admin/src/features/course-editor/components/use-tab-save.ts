import { useApiMutation } from '@learnforge/api-client/react';
import { useState } from 'react';
import type { TabUpdate } from '../utils/editor-types';
import { useTabSaved } from './unsaved-tabs';

/** Saves one tab of one course; the error stays on the tab that caused it. */
export function useTabSave(courseId: number) {
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
      // update.error carries the message and the fields; SaveBar shows them.
    }
  };
  return { save, saving: update.isMutating, saved, error: update.error };
}
