import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Tabs } from './Tabs';

function ReportTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="aggregated" onValueChange={onValueChange}>
      <Tabs.List aria-label="Reports">
        <Tabs.Trigger value="aggregated">Aggregated Report</Tabs.Trigger>
        <Tabs.Trigger value="contest">Contest Report</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="aggregated">All batches</Tabs.Content>
      <Tabs.Content value="contest">Per contest</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('switches panels by click and by arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<ReportTabs onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aggregated Report' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Aggregated Report' })).toHaveTextContent('All batches');
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('tab', { name: 'Contest Report' }));
    expect(onValueChange).toHaveBeenLastCalledWith('contest');
    expect(screen.getByRole('tabpanel', { name: 'Contest Report' })).toHaveTextContent('Per contest');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Aggregated Report' })).toHaveFocus();
  });

  it('keeps only the selected tab in the Tab order; arrows wrap past a disabled tab, Home and End select', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Tabs.Root defaultValue="b" onValueChange={onValueChange}>
          <Tabs.List aria-label="Letters">
            <Tabs.Trigger value="a">A</Tabs.Trigger>
            <Tabs.Trigger value="b">B</Tabs.Trigger>
            <Tabs.Trigger value="c" disabled>
              C
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">Panel A</Tabs.Content>
          <Tabs.Content value="b" forceMount>
            Panel B
          </Tabs.Content>
        </Tabs.Root>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('a');
    expect(screen.getByRole('tabpanel', { name: 'A' })).toHaveTextContent('Panel A');
    // The force-mounted panel stays in the document, hidden, while another tab is selected.
    expect(screen.getByText('Panel B')).not.toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'B' })).toBeVisible();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'A' })).toHaveFocus();
  });
});
