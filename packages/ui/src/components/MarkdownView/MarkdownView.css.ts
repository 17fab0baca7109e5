import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const prose = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} :is(h1, h2, h3, h4)`, {
  marginTop: vars.space.xlarge,
  marginBottom: vars.space.small,
  lineHeight: 1.25,
});
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} pre, ${prose} table, ${prose} blockquote`, {
  marginTop: 0,
  marginBottom: vars.space.large,
});
globalStyle(`${prose} a`, { color: vars.color.text.link, textUnderlineOffset: '0.2em' });
globalStyle(`${prose} code`, {
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface.sunken,
});
globalStyle(`${prose} pre`, {
  padding: vars.space.medium,
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
});
globalStyle(`${prose} pre code`, { padding: 0, backgroundColor: 'transparent' });
globalStyle(`${prose} blockquote`, {
  marginInline: 0,
  paddingLeft: vars.space.medium,
  borderLeft: `4px solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
});
globalStyle(`${prose} table`, { borderCollapse: 'collapse' });
globalStyle(`${prose} :is(th, td)`, {
  border: `1px solid ${vars.color.border.subtle}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'left',
});
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });

// highlight.js token classes, in role colours so both themes keep their contrast.
globalStyle(`${prose} :is(.hljs-keyword, .hljs-built_in, .hljs-meta, .hljs-selector-tag)`, {
  color: vars.color.toneText.brandAccent,
});
globalStyle(`${prose} :is(.hljs-string, .hljs-regexp, .hljs-template-string)`, {
  color: vars.color.toneText.positive,
});
globalStyle(`${prose} :is(.hljs-number, .hljs-literal, .hljs-type, .hljs-params)`, {
  color: vars.color.toneText.caution,
});
globalStyle(`${prose} :is(.hljs-title, .hljs-function .hljs-title, .hljs-title.function_)`, {
  color: vars.color.toneText.critical,
});
globalStyle(`${prose} :is(.hljs-comment, .hljs-quote)`, {
  color: vars.color.text.secondary,
  fontStyle: 'italic',
});
globalStyle(`${prose} pre:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 });
