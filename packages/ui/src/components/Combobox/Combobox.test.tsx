import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Combobox, type ComboboxOption, filterComboboxOptions } from './Combobox';

const cities: ComboboxOption[] = [
  { value: 'blr', label: 'Bengaluru', description: 'Karnataka' },
  { value: 'bom', label: 'Mumbai', description: 'Maharashtra' },
  { value: 'del', label: 'Delhi' },
  { value: 'sao', label: 'São Paulo' },
];

describe('filterComboboxOptions', () => {
  it('matches label or description, ignoring case and accents', () => {
    expect(filterComboboxOptions(cities, 'sao').map((city) => city.value)).toEqual(['sao']);
    expect(filterComboboxOptions(cities, 'KARNA').map((city) => city.value)).toEqual(['blr']);
    expect(filterComboboxOptions(cities, '  ')).toHaveLength(4);
  });
});

describe('Combobox', () => {
  it('filters as the person types and chooses with the keyboard', async () => {
    const onValueChange = vi.fn();
    render(<Combobox label="City" options={cities} onValueChange={onValueChange} name="city" />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'mu');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['MumbaiMaharashtra']);
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(cities[1]);
    expect(input).toHaveValue('Mumbai');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('input[name="city"]')).toHaveValue('bom');
    await expectNoAxeViolations();
  });

  it('puts back the chosen label when the person leaves without choosing, and Escape closes', async () => {
    render(<Combobox label="City" options={cities} defaultValue={cities[2]} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
    await userEvent.type(input, 'Ben');
    await userEvent.tab();
    expect(input).toHaveValue('');
  });

  it('loads options for the typed text and ignores answers to older queries', async () => {
    const loadOptions = vi.fn(async (query: string) =>
      filterComboboxOptions(
        [
          { value: '1', label: 'IIT Delhi' },
          { value: '2', label: 'IIT Bombay' },
        ],
        query,
      ),
    );
    const onValueChange = vi.fn();
    render(
      <Combobox label="Institute" loadOptions={loadOptions} debounceMs={0} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'Institute' });
    await userEvent.click(input);
    expect(screen.getByRole('status')).toHaveTextContent('Type to search');
    await userEvent.type(input, 'bom');
    await waitFor(() => expect(screen.getByRole('option', { name: 'IIT Bombay' })).toBeInTheDocument());
    expect(loadOptions).toHaveBeenLastCalledWith('bom', expect.any(AbortSignal));
    await userEvent.click(screen.getByRole('option', { name: 'IIT Bombay' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: '2', label: 'IIT Bombay' });
  });

  it('says when loading failed', async () => {
    render(
      <Combobox label="Skill" loadOptions={() => Promise.reject(new Error('offline'))} debounceMs={0} />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Skill' }), 're');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not load options. Try again.'),
    );
  });
});
