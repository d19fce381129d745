import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CDN_UPLOADS_PART, type CdnFile } from '@yek/contracts/cdn';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { TestProviders } from '../../../test/render';
import { FileUploader } from './file-uploader';

function stored(name: string, id = 1): CdnFile {
  return {
    id,
    fileName: `${'a'.repeat(31)}${id}.webp`,
    fileUrl: `/cdn/${'a'.repeat(31)}${id}.webp`,
    cdnFileType: 'Image',
    contentType: 'image/webp',
    size: 1200,
    width: 640,
    height: 480,
    durationSeconds: null,
    variants: [],
    originalName: name,
    uploadedBy: 2,
    uploadedByName: 'Editör',
    createdDate: '2026-11-26T08:00:00Z',
  };
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The file a request carried in its `formFiles` part. */
const sentFile = (config: InternalAxiosRequestConfig) =>
  (config.data as FormData).get(CDN_UPLOADS_PART) as File;

function drop(files: File[]) {
  fireEvent.drop(screen.getByTestId('file-drop-zone'), {
    dataTransfer: { files, types: ['Files'] },
  });
}

function renderUploader(props: Partial<Parameters<typeof FileUploader>[0]> = {}) {
  const onUploaded = vi.fn();
  render(
    <TestProviders>
      <FileUploader type="Image" multiple onUploaded={onUploaded} {...props} />
    </TestProviders>,
  );
  return { onUploaded };
}

describe('the file uploader', () => {
  it('sends a chosen file with its type and shows it uploaded', async () => {
    const calls = mockApi((config) => ok([stored(sentFile(config).name)]));
    const { onUploaded } = renderUploader();
    const user = userEvent.setup();
    // The button is how the keyboard reaches the picker.
    const choose = screen.getByRole('button', { name: 'Dosyaları seç' });
    await user.tab();
    expect(choose).toHaveFocus();
    await user.upload(screen.getByTestId('file-drop-zone-input'), png('kapak.png'));

    expect(await screen.findByText('Yüklendi.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('cdn/uploadfiles');
    expect(calls[0]!.params).toEqual({ cdnFileType: 'Image', ConvertFile: true });
    expect(sentFile(calls[0]!).name).toBe('kapak.png');
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ originalName: 'kapak.png' }));
  });

  it('accepts dropped files and sends each on its own', async () => {
    let id = 0;
    const calls = mockApi((config) => ok([stored(sentFile(config).name, ++id)]));
    const { onUploaded } = renderUploader();
    drop([png('bir.png'), png('iki.png')]);
    await waitFor(() => expect(screen.getAllByText('Yüklendi.')).toHaveLength(2));
    expect(calls.map((c) => sentFile(c).name)).toEqual(['bir.png', 'iki.png']);
    expect(onUploaded).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal under the refused file, and the others still go", async () => {
    mockApi((config) =>
      sentFile(config).name === 'notlar.txt'
        ? fail(
            400,
            'Bu dosya türü kabul edilmiyor. Kabul edilen biçimler: JPG, PNG, WEBP, GIF, AVIF.',
            {
              errorCode: 'FILE_TYPE_NOT_ALLOWED',
              errors: { formFiles: ['Dosya türü bu alan için uygun değil.'] },
            },
          )
        : ok([stored(sentFile(config).name)]),
    );
    const { onUploaded } = renderUploader();
    drop([new File(['merhaba'], 'notlar.txt', { type: 'text/plain' }), png('slayt.png')]);

    const refused = (await screen.findByText('notlar.txt')).closest('li')!;
    expect(
      await within(refused as HTMLElement).findByText(
        'Bu dosya türü kabul edilmiyor. Kabul edilen biçimler: JPG, PNG, WEBP, GIF, AVIF.',
      ),
    ).toBeInTheDocument();
    expect(within(refused as HTMLElement).getByRole('alert')).toHaveTextContent(
      'Dosya türü bu alan için uygun değil.',
    );
    const accepted = screen.getByText('slayt.png').closest('li')!;
    expect(await within(accepted as HTMLElement).findByText('Yüklendi.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it("shows the server's size limit for a file that is too large", async () => {
    mockApi(() =>
      fail(413, 'Dosya çok büyük. Bu tür için en fazla 10 MB yüklenebilir.', {
        errorCode: 'FILE_TOO_LARGE',
      }),
    );
    renderUploader();
    drop([png('dev.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dosya çok büyük. Bu tür için en fazla 10 MB yüklenebilir.',
    );
    // The line can be closed once read.
    await userEvent.click(screen.getByRole('button', { name: 'dev.png satırını kapat' }));
    expect(screen.queryByText('dev.png')).not.toBeInTheDocument();
  });

  it('takes one file where one is asked for', async () => {
    const calls = mockApi((config) => ok([stored(sentFile(config).name)]));
    renderUploader({ multiple: false });
    expect(screen.getByRole('button', { name: 'Dosya seç' })).toBeInTheDocument();
    drop([png('ilk.png'), png('ikinci.png')]);
    expect(await screen.findByText('Yüklendi.')).toBeInTheDocument();
    expect(calls.map((c) => sentFile(c).name)).toEqual(['ilk.png']);
    expect(screen.queryByText('ikinci.png')).not.toBeInTheDocument();
  });
});
