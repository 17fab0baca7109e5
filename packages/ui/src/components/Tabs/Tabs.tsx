import * as TabsPrimitive from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Tabs.css';

/** Holds the selected tab: `value / defaultValue / onValueChange` (keep `value` in the URL in apps). */
function Root(props: ComponentPropsWithRef<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root {...props} />;
}

/** The row of tabs; give it an `aria-label` naming what the tabs switch between. */
function List({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List {...props} className={clsx(styles.list, className)} />;
}

/** One tab; its `value` matches a `Tabs.Content`. */
function Trigger({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger {...props} className={clsx(styles.trigger, className)} />;
}

/** The panel shown when the tab with the same `value` is selected. */
function Content({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content {...props} className={clsx(styles.content, className)} />;
}

/** Tabs on Radix (keyboard arrows, roving focus, `data-state`), as a namespace of parts. */
export const Tabs = { Root, List, Trigger, Content };
