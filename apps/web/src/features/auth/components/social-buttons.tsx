import Apple from '@mui/icons-material/Apple';
import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { AuthUser } from '@yek/contracts/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useErrorMessage } from '../../../hooks/use-error-message';
import type { SocialProviders } from '@yek/contracts/auth';
import { type SocialProvider, useSocialLoginMutation } from '../api/social-sign-in';
import { ProviderCancelled, providerToken } from '../utils/provider-token';

const ICONS = { google: <Google />, apple: <Apple /> };

interface Props {
  providers: SocialProviders;
  onSignedIn: (user: AuthUser) => void;
}

/** "Continue with Google / Apple", one button for each provider the server is set up for. */
export function SocialButtons({ providers, onSignedIn }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const login = useSocialLoginMutation();
  const [waiting, setWaiting] = useState<SocialProvider | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = (['google', 'apple'] as const).flatMap((p) => {
    const setUp = providers[p];
    return setUp ? [{ provider: p, clientId: setUp.clientId }] : [];
  });
  if (offered.length === 0) return null;

  const start = async (provider: SocialProvider, clientId: string) => {
    setProblem(null);
    setWaiting(provider);
    try {
      const body = await providerToken(provider, clientId);
      login.mutate({ provider, body }, { onSuccess: (user) => onSignedIn(user) });
    } catch (error) {
      if (!(error instanceof ProviderCancelled)) throw error;
      setProblem(t('auth.social.cancelled', { provider: t(`auth.social.names.${provider}`) }));
    } finally {
      setWaiting(null);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Divider>{t('auth.social.or')}</Divider>
      <FormAlert message={problem ?? (login.isError ? errorMessage(login.error) : null)} />
      {offered.map(({ provider, clientId }) => (
        <Button
          key={provider}
          variant="outlined"
          size="large"
          startIcon={ICONS[provider]}
          loading={
            waiting === provider || (login.isPending && login.variables.provider === provider)
          }
          onClick={() => void start(provider, clientId)}
        >
          {t(`auth.social.${provider}`)}
        </Button>
      ))}
    </Stack>
  );
}
