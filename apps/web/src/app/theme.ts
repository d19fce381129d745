import { createTheme } from '@mui/material/styles';

/** Dark theme with a purple primary palette (spec §9). */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#7c4dff', light: '#b69cff', dark: '#5a2fd6', contrastText: '#ffffff' },
    secondary: { main: '#ffd166', contrastText: '#1a1030' },
    background: { default: '#120c22', paper: '#1c1434' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // primary.main is too dark for small text on the dark background; the light tone reads well.
    MuiLink: { defaultProps: { color: 'primary.light' } },
    // The same for a selected tab's label (the default is primary.main).
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: '#b69cff' } } } },
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { color: 'primary', variant: 'outlined' },
              style: { color: '#b69cff', borderColor: 'rgba(182,156,255,0.6)' },
            },
            { props: { color: 'primary', variant: 'text' }, style: { color: '#b69cff' } },
          ],
        },
      },
    },
  },
});
