import type { UploadedImage } from '@shared/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { uploadImage } from '../../uploads';
import { PhotoUploader } from './photo-uploader';

// The upload itself (XMLHttpRequest) is replaced; the checks of the chosen files stay the real ones.
vi.mock('../../uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../uploads')>()),
  uploadImage: vi.fn(),
}));

/** Each upload waits until the test answers it, so the queue can be watched. */
interface Upload {
  file: File;
  resolve: (image: UploadedImage) => void;
  reject: (error: unknown) => void;
}
let uploads: Upload[] = [];
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  uploads = [];
  vi.mocked(uploadImage).mockImplementation(
    (file) =>
      new Promise<UploadedImage>((resolve, reject) => {
        uploads.push({ file, resolve, reject });
      }),
  );
  api = stubApi({ 'GET /api/config': { body: { imageHosts: ['https://images.example.com'] } } });
});
afterEach(() => {
  api.restore();
  vi.mocked(uploadImage).mockReset();
});

const photo = (name: string, type = 'image/jpeg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });
const stored = (name: string): UploadedImage =>
  ({ url: `/uploads/${name}.webp` }) as unknown as UploadedImage;

function Photos({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return <PhotoUploader value={value} onChange={setValue} />;
}

async function renderUploader(initial: string[] = [], language: 'ar' | 'en' = 'en') {
  const rendered = await renderWithProviders(<Photos initial={initial} />, { language });
  // The input is hidden behind the "Choose photos" button; accept is checked by the uploader itself.
  const user = userEvent.setup({ applyAccept: false });
  const input = rendered.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { ...rendered, user, choose: (files: File[]) => user.upload(input, files) };
}

describe('PhotoUploader queue', () => {
  it('queues the chosen photos and uploads them one at a time, in order', async () => {
    const { choose } = await renderUploader();
    await choose([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);

    expect(screen.getByRole('progressbar', { name: 'Uploading “a.jpg”' })).toBeTruthy();
    const waiting = screen.getAllByText('Waiting');
    expect(waiting).toHaveLength(2);
    expect(uploads.map((upload) => upload.file.name)).toEqual(['a.jpg']);

    uploads[0]?.resolve(stored('a'));
    await waitFor(() => expect(uploads.map((upload) => upload.file.name)).toEqual(['a.jpg', 'b.jpg']));
    expect(screen.getByText('1 photo of 10')).toBeTruthy();
    expect(screen.getAllByText('Waiting')).toHaveLength(1);

    uploads[1]?.resolve(stored('b'));
    await waitFor(() => expect(uploads).toHaveLength(3));
    uploads[2]?.resolve(stored('c'));
    expect(await screen.findByText('3 photos of 10')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Cover photo, first of 3' })).toBeTruthy();
  });

  it('shows a failed upload on its own, with the reason, and retries it', async () => {
    const { choose, user } = await renderUploader();
    await choose([photo('bad.jpg'), photo('good.jpg')]);
    uploads[0]?.reject(new TypeError('Failed to fetch'));

    const problem = await screen.findByRole('alert');
    expect(within(problem).getByText('bad.jpg')).toBeTruthy();
    expect(
      within(problem).getByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    // The next one goes on meanwhile.
    await waitFor(() => expect(uploads.map((upload) => upload.file.name)).toEqual(['bad.jpg', 'good.jpg']));
    uploads[1]?.resolve(stored('good'));
    expect(await screen.findByText('1 photo of 10')).toBeTruthy();

    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(uploads).toHaveLength(3));
    expect(uploads[2]?.file.name).toBe('bad.jpg');
    uploads[2]?.resolve(stored('bad'));
    expect(await screen.findByText('2 photos of 10')).toBeTruthy();
  });

  it('refuses a file that is not a photo before sending it, with no retry', async () => {
    const { choose } = await renderUploader();
    await choose([photo('notes.pdf', 'application/pdf'), photo('empty.png', 'image/png', 0)]);
    const problems = await screen.findAllByRole('alert');
    expect(problems).toHaveLength(2);
    expect(
      within(problems[0] as HTMLElement).getByText('This file is not a JPEG, PNG or WebP photo.'),
    ).toBeTruthy();
    expect(within(problems[1] as HTMLElement).getByText('The file is empty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(uploads).toHaveLength(0);
  });

  it('shows the server’s refusal in Arabic', async () => {
    const { choose } = await renderUploader([], 'ar');
    await choose([photo('big.jpg')]);
    uploads[0]?.reject(new ApiError(413, '', { code: 'payload_too_large', message: 'Payload too large' }));
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByText('تعذّر رفع الصورة', { exact: false })).toBeTruthy();
    expect(within(problem).getByText('الملف أكبر من المسموح.')).toBeTruthy();
    // The same file would be refused again: no retry.
    expect(within(problem).queryByRole('button', { name: 'أعد المحاولة' })).toBeNull();
  });

  it('offers no retry for a photo whose type the server refuses, and shows its long name whole-worded', async () => {
    const { choose } = await renderUploader([], 'ar');
    const name = 'holiday-photos-from-the-desert-trip.jpg';
    await choose([photo(name)]);
    uploads[0]?.reject(
      new ApiError(415, '', { code: 'unsupported_media_type', message: 'Only JPEG, PNG or WebP photos' }),
    );
    const problem = await screen.findByRole('alert');
    expect(within(problem).queryByRole('button', { name: 'أعد المحاولة' })).toBeNull();
    const shown = within(problem).getByTitle(name);
    expect(shown.tagName).toBe('BDI');
    expect(shown.textContent).toBe('holiday-photos-from-the…jpg');
  });

  it('refuses a photo address that is already among the photos', async () => {
    const saved = 'https://images.example.com/tent.jpg';
    const { user } = await renderUploader([saved]);
    const field = await screen.findByLabelText('Add a photo by its address');
    await user.type(field, saved);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This photo is already added.')).toBeTruthy();
    expect(screen.getByText('1 photo of 10')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'https://images.example.com/stove.jpg');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('2 photos of 10')).toBeTruthy();
    expect(screen.queryByText('This photo is already added.')).toBeNull();
  });
});
