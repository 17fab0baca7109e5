import type { Table } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../Button';

const loadPopover = () => import('./ColumnVisibilityPopover');
// `lazy` drops the component's type parameter; the cast gives it back.
const ColumnVisibilityPopover = lazy(
  loadPopover,
) as unknown as typeof import('./ColumnVisibilityPopover').default;

/**
 * A "Columns" button opening a list of checkboxes that show or hide the table's columns. The popover is
 * fetched when the pointer or focus reaches the button (issue 15: an organization report's first render
 * stays under its 180 KiB budget); the click then opens it with focus on its first checkbox.
 */
export function ColumnVisibilityMenu<TData>({ table }: { table: Table<TData> }) {
  const [opened, setOpened] = useState(false);
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  const button = (
    <Button
      variant="outline"
      tone="neutral"
      size="small"
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setOpened(true)}
    >
      Columns
    </Button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <ColumnVisibilityPopover columns={columns} />
    </Suspense>
  );
}
