import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LANGUAGES } from '@yek/contracts/reference';
import type { User } from '@yek/contracts/user';
import { useTranslation } from 'react-i18next';

interface ProfileDetailsProps {
  user: User;
}

/** The account's sign-in details, read from the signed-in user; the form below changes the rest. */
export function ProfileDetails({ user }: ProfileDetailsProps) {
  const { t } = useTranslation();
  const missing = t('profile.notSet');
  const language =
    LANGUAGES.find((l) => l.id === user.languageId || l.cultureName === user.languageName)
      ?.displayName ?? user.languageName;
  const rows: [string, string][] = [
    [t('profile.fields.email'), user.email ?? missing],
    [t('profile.fields.phoneNumber'), user.phoneNumber ?? missing],
    [t('profile.fields.language'), language || missing],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 180px) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
        mb: 3,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
