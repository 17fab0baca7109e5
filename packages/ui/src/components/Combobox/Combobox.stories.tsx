import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption, filterComboboxOptions } from './Combobox';

const institutes: ComboboxOption[] = [
  { value: '101', label: 'Demo Institute of Technology', description: 'Pune' },
  { value: '102', label: 'Indian Institute of Technology Delhi', description: 'New Delhi' },
  { value: '103', label: 'Indian Institute of Technology Bombay', description: 'Mumbai' },
  { value: '104', label: 'National Institute of Technology Trichy', description: 'Tiruchirappalli' },
  { value: '105', label: 'Birla Institute of Technology and Science', description: 'Pilani' },
];

const skills = [
  'React',
  'Redux',
  'Rust',
  'Ruby',
  'Python',
  'PostgreSQL',
  'Java',
  'JavaScript',
  'TypeScript',
].map((skill) => ({ value: skill.toLowerCase(), label: skill }));

// Stands in for a server search: answers from memory after a tick, and honours the abort signal.
const searchSkills = (query: string, signal: AbortSignal) =>
  new Promise<ComboboxOption[]>((resolve, reject) => {
    const timer = setTimeout(() => resolve(filterComboboxOptions(skills, query)), 50);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { label: 'Institute', options: institutes, placeholder: 'Search institutes' },
  decorators: [(Story) => <div style={{ maxWidth: 400, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Institute' });
    await userEvent.type(input, 'bombay');
    await expect(canvas.getByRole('option', { name: /Bombay/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Indian Institute of Technology Bombay');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Institute' }));
    await expect(within(canvasElement).getAllByRole('option')).toHaveLength(5);
  },
};

export const WithValue: Story = { args: { defaultValue: institutes[0] } };

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Institute' }), 'zzz');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No matches');
  },
};

/** Skills searched on the server as the person types. */
export const AsyncSkills: Story = {
  args: { label: 'Skill', options: undefined, loadOptions: searchSkills, placeholder: 'Search skills' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Skill' }), 'scr');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('option', { name: 'TypeScript' }));
    await expect(canvas.getByRole('combobox', { name: 'Skill' })).toHaveValue('TypeScript');
  },
};

export const WithError: Story = { args: { error: 'Choose your institute', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: institutes[1] } };
