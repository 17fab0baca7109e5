import * as Popover from '@radix-ui/react-popover';
import type { Column } from '@tanstack/react-table';
import { useId } from 'react';
import { ThemedPortalContent } from '../../utils/ThemedPortalContent';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { columnLabel } from './columnLabel';
import * as styles from './ReportTable.css';

/**
 * The "Columns" popover: checkboxes that show or hide the table's columns. Its own chunk (Radix popover and
 * Floating UI are about 19 KiB gz), loaded by `ColumnVisibilityMenu` on first use and opened at once.
 */
export default function ColumnVisibilityPopover<TData>({ columns }: { columns: Column<TData>[] }) {
  const titleId = useId();
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button variant="outline" tone="neutral" size="small">
          Columns
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <ThemedPortalContent>
          <Popover.Content
            className={styles.menu}
            align="end"
            sideOffset={4}
            role="group"
            aria-labelledby={titleId}
          >
            <p id={titleId} className={styles.menuTitle}>
              Visible columns
            </p>
            {columns.map((column) => (
              <Checkbox
                key={column.id}
                label={columnLabel(column)}
                checked={column.getIsVisible()}
                onChange={(event) => column.toggleVisibility(event.target.checked)}
              />
            ))}
          </Popover.Content>
        </ThemedPortalContent>
      </Popover.Portal>
    </Popover.Root>
  );
}
