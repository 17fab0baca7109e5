import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useId, useState } from 'react';
import { MenuIcon } from '../../icons';
import * as styles from './Header.css';

export interface HeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  /** Logo or product name, usually a link home. */
  brand?: ReactNode;
  /** Main navigation links; wrapped in a `<nav>` named by `navLabel`. */
  nav?: ReactNode;
  /** Accessible name of the navigation landmark. @default 'Main' */
  navLabel?: string;
  /** Right-hand controls: search, theme switch, profile menu. */
  actions?: ReactNode;
  /** Name of the button that opens navigation and actions below 768 px. @default 'Menu' */
  menuLabel?: string;
}

/**
 * The top bar of every app: brand, navigation, actions (a `banner` landmark). Below 768 px the navigation
 * and actions move into a drawer under the bar, opened by a menu button, so nothing wraps word by word
 * or pushes the page sideways; choosing a link or pressing Escape closes it.
 */
export function Header({
  brand,
  nav,
  navLabel = 'Main',
  actions,
  menuLabel = 'Menu',
  className,
  ...props
}: HeaderProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const hasDrawer = Boolean(nav || actions);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header {...props} className={clsx(styles.header, className)}>
      <div className={styles.inner}>
        {brand ? <div className={styles.brand}>{brand}</div> : null}
        {hasDrawer ? (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={drawerId}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon aria-hidden width={20} height={20} />
            {menuLabel}
          </button>
        ) : null}
        {hasDrawer ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: a click on a link inside closes the drawer; the links stay the controls.
          // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click, so the keyboard closes it too.
          <div
            id={drawerId}
            className={clsx(styles.drawer, open && styles.drawerOpen)}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) setOpen(false);
            }}
          >
            {nav ? (
              <nav aria-label={navLabel} className={styles.nav}>
                {nav}
              </nav>
            ) : null}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}
