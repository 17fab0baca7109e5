import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { vars } from '../../theme/contract.css';

/**
 * The editor painted with the kit's role tokens. The tokens are CSS variables, so the same extension
 * follows whichever theme class is on an ancestor; `dark` only tells CodeMirror which defaults to pick.
 * Syntax colours use `toneText.*`, which every theme keeps readable on its surfaces.
 */
export function editorTheme(dark: boolean): Extension {
  const chrome = EditorView.theme(
    {
      '&': {
        color: vars.color.text.primary,
        backgroundColor: vars.color.surface.raised,
        fontSize: vars.font.size.small,
        height: '100%',
      },
      '&.cm-focused': { outline: 'none' },
      '.cm-scroller': { fontFamily: vars.font.family.mono, lineHeight: vars.font.lineHeight.standard },
      '.cm-content': { caretColor: vars.color.text.primary },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: vars.color.text.primary },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
        { backgroundColor: vars.color.tone.brandAccentSoft },
      '.cm-activeLine': { backgroundColor: vars.color.surface.hover },
      '.cm-gutters': {
        backgroundColor: vars.color.surface.sunken,
        color: vars.color.text.secondary,
        borderRight: `1px solid ${vars.color.border.subtle}`,
      },
      '.cm-activeLineGutter': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
      '.cm-matchingBracket, .cm-nonmatchingBracket': {
        backgroundColor: vars.color.tone.neutralSoft,
        outline: `1px solid ${vars.color.border.strong}`,
      },
      '.cm-searchMatch': { backgroundColor: vars.color.tone.cautionSoft },
      '.cm-panels': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.primary },
      '.cm-tooltip': {
        backgroundColor: vars.color.surface.overlay,
        color: vars.color.text.primary,
        border: `1px solid ${vars.color.border.subtle}`,
      },
      '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
        backgroundColor: vars.color.tone.brandAccentSoft,
        color: vars.color.toneText.brandAccent,
      },
    },
    { dark },
  );

  const highlight = HighlightStyle.define([
    { tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword], color: vars.color.toneText.brandAccent },
    { tag: [tags.string, tags.special(tags.string), tags.regexp], color: vars.color.toneText.positive },
    { tag: [tags.number, tags.bool, tags.null, tags.atom], color: vars.color.toneText.caution },
    { tag: [tags.typeName, tags.className, tags.namespace], color: vars.color.toneText.critical },
    {
      tag: [tags.comment, tags.lineComment, tags.blockComment],
      color: vars.color.text.secondary,
      fontStyle: 'italic',
    },
    { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], fontWeight: 'bold' },
    { tag: [tags.processingInstruction, tags.meta], color: vars.color.toneText.neutral },
    { tag: tags.invalid, color: vars.color.toneText.critical, textDecoration: 'underline' },
  ]);

  return [chrome, syntaxHighlighting(highlight)];
}
