import { clsx } from 'clsx';
import type { RefObject } from 'react';
import { Dialog } from '../Dialog';
import * as styles from './CodeEditor.css';
import { codeEditorShortcuts, isApplePlatform, keyLabel } from './shortcuts';

/**
 * The sheet of the editor's keyboard shortcuts. A chunk of its own with Radix's dialog (about 14 KiB gz), fetched
 * when "Keyboard shortcuts" is first pressed (ADR 0103); focus goes back to that button when it closes.
 */
export default function ShortcutSheetDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const apple = isApplePlatform();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Keyboard shortcuts"
        description={`Inside the code editor. ${apple ? '⌘ is Command, ⌥ is Option.' : ''}`.trim()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <table className={styles.shortcutTable}>
          <thead>
            <tr>
              <th scope="col" className={styles.shortcutHeader}>
                Keys
              </th>
              <th scope="col" className={styles.shortcutHeader}>
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {codeEditorShortcuts.map((shortcut) => (
              <tr key={shortcut.action}>
                <td className={styles.shortcutCell}>
                  {shortcut.keys.map((key) => (
                    <kbd key={key} className={styles.keyCap}>
                      {keyLabel(key, apple)}
                    </kbd>
                  ))}
                </td>
                <th scope="row" className={clsx(styles.shortcutCell, styles.shortcutAction)}>
                  {shortcut.action}
                </th>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog.Content>
    </Dialog.Root>
  );
}
