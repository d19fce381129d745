import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PassageText } from './passage-text';

interface Props {
  title: string;
  text: string;
  mainQuestionId: number;
  /** The questions, answered beside (or under) the passage. */
  children: ReactNode;
}

/**
 * A reading's questions with its passage in reach: side by side on a wide screen (the passage
 * stays in view while the questions scroll), a passage to open and close above them on a phone.
 */
export function ReadingAside({ title, text, mainQuestionId, children }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const passage = <PassageText text={text} mainQuestionId={mainQuestionId} />;

  if (!wide)
    return (
      <Stack spacing={3}>
        <Accordion variant="outlined" disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`passage-${mainQuestionId}`}
            id={`passage-${mainQuestionId}-head`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t('tasks.part.passage', { title })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`passage-${mainQuestionId}`}>{passage}</AccordionDetails>
        </Accordion>
        {children}
      </Stack>
    );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3, alignItems: 'start' }}>
      <Paper
        component="section"
        aria-labelledby={`passage-${mainQuestionId}-head`}
        variant="outlined"
        sx={{
          p: 3,
          position: 'sticky',
          top: 16,
          maxHeight: 'calc(100vh - 32px)',
          overflow: 'auto',
        }}
        tabIndex={0}
      >
        <Typography id={`passage-${mainQuestionId}-head`} variant="h5" component="h2">
          {title}
        </Typography>
        {passage}
      </Paper>
      <Box>{children}</Box>
    </Box>
  );
}
