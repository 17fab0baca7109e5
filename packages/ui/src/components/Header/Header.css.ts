import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Below this width the navigation and actions live in the drawer. */
const narrow = 'screen and (max-width: 767.98px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  backgroundColor: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});

export const inner = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xlarge,
  minHeight: vars.size.headerHeight,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  // A long brand ("Learnforge · Organization dashboard") wraps on a phone rather than pushing the
  // menu button off the screen.
  '@media': { [narrow]: { flexShrink: 1, minWidth: 0, whiteSpace: 'normal' } },
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginLeft: 'auto',
  minHeight: 44,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': { [narrow]: { display: 'inline-flex' } },
});

/** Wide screens: the drawer's children sit in the bar as before. Narrow: a panel under the bar, closed by default. */
export const drawer = style({
  display: 'contents',
  '@media': {
    [narrow]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space.medium,
      padding: vars.space.gutter,
      backgroundColor: vars.color.surface.raised,
      borderBottom: `1px solid ${vars.color.border.subtle}`,
      boxShadow: vars.shadow.medium,
    },
  },
});

export const drawerOpen = style({
  '@media': { [narrow]: { display: 'flex' } },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  flexGrow: 1,
  minWidth: 0,
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.medium } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginLeft: 'auto',
  whiteSpace: 'nowrap',
  '@media': {
    [narrow]: {
      marginLeft: 0,
      flexWrap: 'wrap',
      paddingTop: vars.space.medium,
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});
