import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CodeEditor } from './CodeEditor';

describe('CodeEditor', () => {
  it('loads lazily into a textbox named by its label', async () => {
    render(<CodeEditor label="Solution code" language="python" defaultValue={'print("hi")'} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the Python editor');
    // CodeMirror arrives as a lazy chunk, slow to transform on a busy machine.
    const textbox = await screen.findByRole('textbox', { name: 'Solution code' });
    expect(textbox).toHaveTextContent('print("hi")');
    expect(textbox).not.toHaveAttribute('aria-readonly');
    await expectNoAxeViolations();
  });

  it('marks a read-only editor as read-only', async () => {
    render(<CodeEditor label="Submitted code" language="cpp" value="int main() {}" readOnly />);
    const textbox = await screen.findByRole('textbox', { name: 'Submitted code' });
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    expect(textbox).toHaveTextContent('int main() {}');
  });

  it('lists its keyboard shortcuts in a dialog opened from the toolbar', async () => {
    render(<CodeEditor label="Solution code" language="java" />);
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    // The sheet is a chunk of its own, fetched on this first press.
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByRole('columnheader', { name: 'Keys' })).toBeInTheDocument();
    const undo = within(sheet).getByRole('row', { name: /Undo/ });
    expect(undo).toHaveTextContent('CtrlZ');
    expect(
      within(sheet).getByRole('rowheader', { name: 'Leave the editor (Tab alone indents)' }),
    ).toBeVisible();
    // Radix hides the page behind the modal, so axe looks at the sheet itself.
    await expectNoAxeViolations(sheet);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
