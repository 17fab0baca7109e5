import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    label: 'Attendance sheet',
    accept: ['.csv', '.xlsx'],
    maxSize: 5 * 1024 * 1024,
    onFilesAccepted: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Multiple: Story = { args: { label: 'Class recordings', accept: ['video/*'], multiple: true } };

/** Upload progress, success and failure. */
export const WithProgress: Story = {
  args: {
    label: 'Class recordings',
    accept: ['video/*'],
    multiple: true,
    onRemove: fn(),
    items: [
      { id: '1', name: 'class-01.mp4', size: 48_200_000, status: 'uploading', progress: 64 },
      { id: '2', name: 'class-02.mp4', size: 51_000_000, status: 'done' },
      {
        id: '3',
        name: 'class-03.mp4',
        size: 50_100_000,
        status: 'error',
        error: 'Upload failed: connection lost',
      },
    ],
  },
};

/** A file over the size limit and one of the wrong type, dropped together. */
export const Refused: Story = {
  args: { maxSize: 1024 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('Drag and drop a file here, or').parentElement as HTMLElement;
    const big = new File(['x'.repeat(4096)], 'attendance.csv', { type: 'text/csv' });
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(big);
    // A real DragEvent: testing-library's fireEvent copies only own properties of DataTransfer, losing files.
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    await expect(canvas.getByRole('alert')).toHaveTextContent('attendance.csv is 4 KB; the limit is 1 KB.');
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

export const WithError: Story = { args: { error: 'Upload the attendance sheet', required: true } };

export const Disabled: Story = { args: { disabled: true } };
