import * as Popover from '@radix-ui/react-popover';
import type { Table } from '@tanstack/react-table';
import { useId } from 'react';
import { ThemedPortalContent } from '../../utils/ThemedPortalContent';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { columnLabel } from './columnLabel';
import * as styles from './ReportTable.css';

/** A "Columns" button opening a list of checkboxes that show or hide the table's columns. */
export function ColumnVisibilityMenu<TData>({ table }: { table: Table<TData> }) {
  const titleId = useId();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  return (
    <Popover.Root>
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
