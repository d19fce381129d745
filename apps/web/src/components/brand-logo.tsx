import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface BrandLogoProps {
  height?: number;
  /** Empty when a neighbouring text already names the brand. */
  alt?: string;
  sx?: SxProps<Theme>;
}

export const LOGO_SRC = '/logo.svg';

export function BrandLogo({ height = 40, alt = 'Yek English', sx }: BrandLogoProps) {
  return (
    <Box
      component="img"
      src={LOGO_SRC}
      alt={alt}
      sx={[{ height, width: 'auto', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
