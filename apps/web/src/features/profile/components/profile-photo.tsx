import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { User } from '@yek/contracts/user';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { firstFieldMessage } from '../../../lib/api-error';
import { lazyNamed } from '../../../lib/lazy-named';
import { useUploadProfilePhotoMutation } from '../api/upload-profile-photo';
import { cropToSquare, type PixelArea } from '../utils/crop-image';

// The cropper (react-easy-crop and MUI's dialog and slider) arrives when a picture is chosen.
const PhotoCropDialog = lazyNamed(() => import('./photo-crop-dialog'), 'PhotoCropDialog');

/** What the browser can open and the server takes (the server checks the bytes again). */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
/** A larger picture is refused before it is opened; the square sent is far smaller. */
const MAX_PICK_BYTES = 15 * 1024 * 1024;

interface ProfilePhotoProps {
  user: User;
  onSaved: (user: User) => void;
}

/** The profile photo (spec §2): pick a picture, frame a square, and it becomes the avatar. */
export function ProfilePhoto({ user, onSaved }: ProfilePhotoProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const upload = useUploadProfilePhotoMutation();

  // The chosen picture lives in memory only while it is being framed.
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  const close = () => {
    setSrc(null);
    setSaveError(null);
    if (input.current) input.current.value = '';
  };

  const pick = (file: File | undefined) => {
    setPickError(null);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      setPickError(t('profile.photo.wrongType'));
      return;
    }
    if (file.size > MAX_PICK_BYTES) {
      setPickError(t('profile.photo.tooLarge'));
      return;
    }
    setSrc(URL.createObjectURL(file));
  };

  const save = async (area: PixelArea) => {
    if (!src) return;
    setSaveError(null);
    let photo: Blob;
    try {
      photo = await cropToSquare(src, area);
    } catch {
      setSaveError(t('profile.photo.unreadable'));
      return;
    }
    upload.mutate(photo, {
      onSuccess: (saved) => {
        onSaved(saved);
        close();
      },
      // The server's words for the photo field, or its message.
      onError: (error) => setSaveError(firstFieldMessage(error) ?? errorMessage(error)),
    });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap', mb: 3 }}>
      <Avatar
        src={user.profileImagePath ?? undefined}
        alt={user.profileImagePath ? t('profile.photo.alt', { name: user.name }) : undefined}
        sx={{ width: 96, height: 96, fontSize: 40, bgcolor: 'primary.main' }}
      >
        {user.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('profile.photo.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('profile.photo.help')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED.join(',')}
          hidden
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
          {user.profileImagePath ? t('profile.photo.change') : t('profile.photo.add')}
        </Button>
        <FormAlert message={pickError} />
      </Box>
      {src && (
        <Suspense fallback={null}>
          <PhotoCropDialog
            src={src}
            saving={upload.isPending}
            error={saveError}
            onCancel={close}
            onSave={(area) => void save(area)}
          />
        </Suspense>
      )}
    </Box>
  );
}
