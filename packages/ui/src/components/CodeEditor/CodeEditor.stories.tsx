import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CodeEditor } from './CodeEditor';
import { codeEditorLanguages } from './languages';

const twoSum = `#include <bits/stdc++.h>
using namespace std;

int main() {
  int n, target;
  cin >> n >> target;
  vector<int> a(n);
  for (auto &x : a) cin >> x;
  // Print the first pair that sums to target.
  return 0;
}
`;

const samples = {
  cpp: twoSum,
  python: 'def solve(nums: list[int], target: int) -> list[int]:\n    seen = {}\n    return []\n',
  javascript: 'function solve(nums, target) {\n  const seen = new Map();\n  return [];\n}\n',
  java: 'class Solution {\n  int[] solve(int[] nums, int target) {\n    return new int[0];\n  }\n}\n',
} as const;

const meta = {
  title: 'Data/CodeEditor',
  tags: ['dark-theme'],
  component: CodeEditor,
  args: { label: 'Solution code', language: 'cpp', defaultValue: twoSum, height: '240px', onChange: fn() },
  argTypes: { language: { control: 'inline-radio', options: codeEditorLanguages } },
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await canvas.findByRole('textbox', { name: 'Solution code' });
    await waitFor(() => expect(canvasElement.querySelector('[data-language="cpp"]')).not.toBeNull());
    await userEvent.click(textbox);
    await userEvent.keyboard('{Control>}{End}{/Control}// done');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('// done')));
    await expect(textbox).toHaveTextContent('// done');
  },
};

/** Ctrl/⌘+F fetches the search module on that first press and opens Find and replace in the editor. */
export const FindAndReplace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = await canvas.findByRole('textbox', { name: 'Solution code' });
    await expect(canvas.queryByRole('textbox', { name: 'Find' })).not.toBeInTheDocument();
    await userEvent.click(textbox);
    await userEvent.keyboard('{Control>}f{/Control}');
    const find = await canvas.findByRole('textbox', { name: 'Find' });
    await waitFor(() => expect(find).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Replace' })).toBeInTheDocument();
    await userEvent.keyboard('target');
    await waitFor(() => expect(canvasElement.querySelectorAll('.cm-searchMatch').length).toBeGreaterThan(0));
    // Escape belongs to the search keymap that arrived with the module: the panel closes, the code has focus.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Find' })).not.toBeInTheDocument());
    await expect(textbox).toHaveFocus();
  },
};

/**
 * C++ on CodeMirror's stream-parser mode (ADR 0103): its keywords are coloured, Ctrl+/ comments the line, a block
 * folds from its opening brace, and Enter after a brace indents the next line.
 */
export const CppEditing: Story = {
  args: { defaultValue: 'int main() {\n  return 0;\n}\n' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await canvas.findByRole('textbox', { name: 'Solution code' });
    await waitFor(() => expect(canvasElement.querySelector('[data-language="cpp"]')).not.toBeNull());
    const keyword = [...canvasElement.querySelectorAll('.cm-line span')].find(
      (span) => span.textContent === 'return',
    );
    await expect(keyword).toBeDefined();
    await expect(getComputedStyle(keyword as Element).color).not.toBe(getComputedStyle(textbox).color);
    // The fold marker of line 1 folds the braces' inside into one placeholder.
    const marker = await waitFor(() => {
      const found = canvasElement.querySelector('.cm-foldGutter .cm-gutterElement span[title="Fold line"]');
      if (!found) throw new Error('no fold marker yet');
      return found;
    });
    await userEvent.click(marker);
    await waitFor(() => expect(canvasElement.querySelector('.cm-foldPlaceholder')).not.toBeNull());
    await userEvent.click(canvasElement.querySelector('.cm-foldPlaceholder') as Element);
    await waitFor(() => expect(canvasElement.querySelector('.cm-foldPlaceholder')).toBeNull());
    await userEvent.click(textbox);
    await userEvent.keyboard('{Control>}{Home}{/Control}{Control>}/{/Control}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^\/\/ ?int main\(\) \{/)),
    );
    await userEvent.keyboard('{Control>}/{/Control}{End}{Enter}x');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('int main() {\n  x\n  return 0;\n}\n'),
    );
  },
};

/**
 * Completion and bracket closing arrive with the editor's first focus (ADR 0103): a typed bracket gets its
 * partner, Backspace removes the pair, and Ctrl+Space lists the names the code has defined.
 */
export const Completion: Story = {
  args: { language: 'python', defaultValue: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await canvas.findByRole('textbox', { name: 'Solution code' });
    await waitFor(() => expect(canvasElement.querySelector('[data-language="python"]')).not.toBeNull());
    await userEvent.click(textbox);
    // The module arrives after the focus; a loaded machine can take longer than the first keys. Once it is in place
    // the textbox tells screen readers it offers a list, so wait for that rather than racing the chunk.
    await waitFor(() => expect(textbox).toHaveAttribute('aria-autocomplete', 'list'));
    await userEvent.keyboard('total_sum = 1{Enter}print(');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('total_sum = 1\nprint()'));
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('total_sum = 1\nprint'));
    await userEvent.keyboard('(tot{Control>} {/Control}');
    // The list can open before every completion source has answered (CodeMirror shows partial results after
    // 100 ms), so wait for the name itself rather than the first listbox.
    const completion = await canvas.findByRole('option', { name: /total_sum/ });
    // Enter accepts only after CodeMirror's 75 ms guard against accepting by accident; a click does not wait.
    await userEvent.click(completion);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('total_sum = 1\nprint(total_sum)'));
  },
};

export const ReadOnly: Story = {
  args: { label: 'Submitted code', readOnly: true },
  play: async ({ canvasElement, args }) => {
    const textbox = await within(canvasElement).findByRole('textbox', { name: 'Submitted code' });
    await expect(textbox).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(textbox);
    await userEvent.keyboard('x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Each language arrives as its own chunk; switching shows the grammar once it has loaded. */
export const Languages: Story = {
  args: { onChange: undefined },
  render: (args) => {
    const [language, setLanguage] = useState<keyof typeof samples>('python');
    return (
      <CodeEditor
        {...args}
        key={language}
        language={language}
        defaultValue={samples[language]}
        actions={
          <select
            aria-label="Language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as keyof typeof samples)}
          >
            {codeEditorLanguages.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'java');
    // The grammar's chunk is transformed on its first request: seconds on a loaded machine.
    await waitFor(() => expect(canvasElement.querySelector('[data-language="java"]')).not.toBeNull());
    await expect(await canvas.findByRole('textbox', { name: 'Solution code' })).toHaveTextContent(
      'class Solution',
    );
  },
};

export const ShortcutSheet: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.click(trigger);
    // The sheet is a chunk fetched on the first press (ADR 0103).
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(sheet).getByRole('rowheader', { name: 'Find and replace' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
