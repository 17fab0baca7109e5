import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line textbox with hint and error', async () => {
    render(<TextArea label="Feedback" hint="Be specific" error="Feedback is required" />);
    const field = screen.getByRole('textbox', { name: 'Feedback' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Be specific Feedback is required');
    await userEvent.type(field, 'Line one{enter}Line two');
    expect(field).toHaveValue('Line one\nLine two');
    await expectNoAxeViolations();
  });
});
