import { useMutation } from '@tanstack/react-query';
import { request } from './api-client';

/** POST cdn/uploaduserfile (multipart part formFiles): a speaking recording. */
export function uploadRecording(blob: Blob): Promise<{ fileName: string }> {
  const form = new FormData();
  const ext = blob.type.includes('wav')
    ? 'wav'
    : blob.type.includes('ogg')
      ? 'ogg'
      : blob.type.includes('mp4')
        ? 'm4a'
        : 'webm';
  form.append('formFiles', blob, `recording.${ext}`);
  return request<{ fileName: string }>({ method: 'POST', url: 'cdn/uploaduserfile', data: form });
}

export function useUploadRecordingMutation() {
  return useMutation({ mutationFn: uploadRecording });
}
