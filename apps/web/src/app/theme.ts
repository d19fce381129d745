import { createTheme } from '@mui/material/styles';

/** Dark theme with a purple primary palette (spec §9). */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#7c4dff', light: '#b69cff', dark: '#5a2fd6', contrastText: '#ffffff' },
    secondary: { main: '#ffd166', contrastText: '#1a1030' },
    background: { default: '#120c22', paper: '#1c1434' },
    // A finished control still says something ("Sözlükte", a sent answer): MUI's disabled white
    // (0.3 for controls: 2.7:1 on the paper; 0.5 for text: 4.4:1 on a menu or dialog) falls short
    // of AA; 0.55 is 5:1 or more on the page, the paper and a raised surface.
    text: { disabled: 'rgba(255,255,255,0.55)' },
    action: { disabled: 'rgba(255,255,255,0.55)' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // primary.main is too dark for small text on the dark background; the light tone reads well.
    MuiLink: { defaultProps: { color: 'primary.light' } },
    // The same for a selected tab's label and a focused field's label (primary.main on the page is
    // 3.2:1, below AA's 4.5:1 for text).
    MuiTab: {
      styleOverrides: {
        root: { '&.Mui-selected': { color: '#b69cff' } },
      },
    },
    MuiFormLabel: {
      styleOverrides: {
        root: { '&.Mui-focused:not(.Mui-error)': { color: '#b69cff' } },
      },
    },
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
