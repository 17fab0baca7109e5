import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FileUpload } from './FileUpload';
import { formatBytes, validateFiles } from './validateFiles';

const csv = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name, { type: 'text/csv' });

describe('validateFiles', () => {
  it('checks type by extension, MIME type or family, and size', () => {
    const png = new File(['x'], 'photo.png', { type: 'image/png' });
    const result = validateFiles([csv('a.CSV', 10), png, csv('big.csv', 3000)], {
      accept: ['.csv', 'image/*'],
      maxSize: 2048,
    });
    expect(result.accepted.map((file) => file.name)).toEqual(['a.CSV', 'photo.png']);
    expect(result.rejected.map((entry) => entry.reason)).toEqual(['big.csv is 2.9 KB; the limit is 2 KB.']);
    expect(validateFiles([png], { accept: ['.csv'] }).rejected[0]?.reason).toBe(
      'photo.png is not an accepted type (.csv).',
    );
  });

  it('formats sizes', () => {
    expect(formatBytes(980)).toBe('980 B');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('FileUpload', () => {
  it('hands over accepted files from the chooser and names each refused one', async () => {
    const onFilesAccepted = vi.fn();
    render(
      <FileUpload
        label="Attendance sheet"
        accept={['.csv']}
        maxSize={1024}
        multiple
        onFilesAccepted={onFilesAccepted}
      />,
    );
    const button = screen.getByRole('button', { name: 'Attendance sheet Choose files' });
    expect(button).toHaveAccessibleDescription('Accepted: .csv, up to 1 KB.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [csv('week1.csv', 100), csv('year.csv', 5000)]);
    expect(onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: 'week1.csv' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('year.csv is 4.9 KB; the limit is 1 KB.');
    await expectNoAxeViolations();
  });

  it('takes dropped files', () => {
    const onFilesAccepted = vi.fn();
    render(<FileUpload label="Resume" onFilesAccepted={onFilesAccepted} />);
    const zone = screen.getByText('Drag and drop a file here, or').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [csv('resume.csv', 10), csv('second.csv', 10)] } });
    expect(onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: 'resume.csv' })]);
  });

  it('shows progress, success and failure per file, with a remove button', async () => {
    const onRemove = vi.fn();
    render(
      <FileUpload
        label="Recordings"
        onFilesAccepted={() => undefined}
        onRemove={onRemove}
        items={[
          { id: '1', name: 'class-1.mp4', size: 2048, status: 'uploading', progress: 40 },
          { id: '2', name: 'class-2.mp4', size: 2048, status: 'done' },
          { id: '3', name: 'class-3.mp4', size: 2048, status: 'error', error: 'The server refused the file' },
        ]}
      />,
    );
    const files = screen.getByRole('list', { name: 'Files' });
    expect(within(files).getByRole('progressbar', { name: 'Uploading class-1.mp4' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(files).getByText('Uploaded')).toBeInTheDocument();
    expect(within(files).getByText('The server refused the file')).toBeInTheDocument();
    await userEvent.click(within(files).getByRole('button', { name: 'Remove class-3.mp4' }));
    expect(onRemove).toHaveBeenCalledWith('3');
  });
});
