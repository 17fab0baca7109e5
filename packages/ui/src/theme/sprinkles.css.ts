import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

const space = vars.space;

const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 740px)' },
    desktop: { '@media': 'screen and (min-width: 992px)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const unconditionalProperties = defineProperties({
  properties: {
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    width: { full: '100%', auto: 'auto' },
    minWidth: { 0: '0' },
    maxWidth: { content: vars.size.contentMaxWidth, full: '100%' },
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight,
    fontSize: vars.font.size,
  },
});

const colorProperties = defineProperties({
  properties: {
    background: {
      ...vars.color.surface,
      neutralSoft: vars.color.tone.neutralSoft,
      brandAccentSoft: vars.color.tone.brandAccentSoft,
      criticalSoft: vars.color.tone.criticalSoft,
      cautionSoft: vars.color.tone.cautionSoft,
      positiveSoft: vars.color.tone.positiveSoft,
    },
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      link: vars.color.text.link,
      neutral: vars.color.toneText.neutral,
      brandAccent: vars.color.toneText.brandAccent,
      critical: vars.color.toneText.critical,
      caution: vars.color.toneText.caution,
      positive: vars.color.toneText.positive,
    },
    borderColor: vars.color.border,
  },
});

/** Atomic layout, spacing and colour classes bound to the token contract. */
export const sprinkles = createSprinkles(layoutProperties, unconditionalProperties, colorProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
