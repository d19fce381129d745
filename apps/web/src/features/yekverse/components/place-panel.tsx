import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { YekversePlaceSummary } from '@yek/contracts/yekverse';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { inLanguage } from '../utils/bilingual';
import { ScenarioEntry } from './scenario-entry';

interface Props {
  place: YekversePlaceSummary;
  /** The world's recommended scenario, highlighted when it is one of this place's. */
  recommended: string | null;
  onStart: (scenarioId: string) => void;
  /** The scenario whose run is being started. */
  starting: string | null;
  startError: unknown;
  onClose: () => void;
}

/** A place the learner went into: its person and its scenarios, each started from here. */
export function PlacePanel({ place, recommended, onStart, starting, startError, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving at a place moves the reader's focus to its name, not to the list it came from.
  useEffect(() => heading.current?.focus(), [place.id]);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <div>
          <Typography
            id={headingId}
            ref={heading}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {inLanguage(place.name, i18n.language)}
          </Typography>
          <Typography color="text.secondary">
            {t('yekverse.place.character', {
              name: place.character.name,
              role: inLanguage(place.character.role, i18n.language),
            })}
          </Typography>
        </div>
        {startError !== null && startError !== undefined && (
          <Alert severity="error" role="alert">
            {errorMessage(startError)}
          </Alert>
        )}
        {place.scenarios.length === 0 ? (
          <Typography>{t('yekverse.place.none')}</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label={t('yekverse.place.scenarios')}
            spacing={2}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {place.scenarios.map((s) => (
              <li key={s.id}>
                <ScenarioEntry
                  scenario={s}
                  recommended={s.id === recommended}
                  starting={starting === s.id}
                  busy={starting !== null}
                  onStart={() => onStart(s.id)}
                />
              </li>
            ))}
          </Stack>
        )}
        <div>
          <Button startIcon={<ArrowBack />} onClick={onClose}>
            {t('yekverse.place.back')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
