import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * Fill says answered (solid) or not; shape says marked for review (round) or not; so the state reads
 * without colour. The text of the button's name says it too.
 */
export const question = recipe({
  base: {
    width: 40,
    height: 40,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: '2px solid transparent',
    borderRadius: vars.radius.small,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&[aria-current="true"]': {
        boxShadow: `0 0 0 2px ${vars.color.surface.page}, 0 0 0 4px ${vars.color.text.primary}`,
      },
    },
  },
  variants: {
    status: {
      not_visited: {
        backgroundColor: vars.color.surface.raised,
        borderColor: vars.color.border.field,
        color: vars.color.text.primary,
      },
      not_answered: {
        backgroundColor: vars.color.tone.criticalSoft,
        borderColor: vars.color.toneText.critical,
        color: vars.color.toneText.critical,
      },
      answered: {
        backgroundColor: vars.color.tone.positive,
        borderColor: vars.color.tone.positive,
        color: vars.color.onTone.positive,
      },
      marked: {
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.tone.brandAccentSoft,
        borderColor: vars.color.toneText.brandAccent,
        color: vars.color.toneText.brandAccent,
      },
      answered_and_marked: {
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.tone.positive,
        borderColor: vars.color.toneText.brandAccent,
        color: vars.color.onTone.positive,
      },
    },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.primary,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const swatch = style({ width: 20, height: 20, fontSize: 0, cursor: 'default' });
