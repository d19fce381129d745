import { useMutation } from '@tanstack/react-query';
import type { User } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';

/** POST userregistration/uploadfile (multipart part formFile): answers the user with the new photo. */
export function uploadProfilePhoto(photo: Blob): Promise<User> {
  const form = new FormData();
  form.append('formFile', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.png');
  return request<User>({ method: 'POST', url: 'userregistration/uploadfile', data: form });
}

export function useUploadProfilePhotoMutation() {
  return useMutation({ mutationFn: uploadProfilePhoto });
}
