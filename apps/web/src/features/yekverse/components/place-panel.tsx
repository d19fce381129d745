import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { YekversePlaceSummary } from '@yek/contracts/yekverse';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { inLanguage } from '../utils/bilingual';
import { FocusedSection } from './focused-section';
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
  return (
    <FocusedSection
      title={inLanguage(place.name, i18n.language)}
      focusKey={place.id}
      header={
        <Typography color="text.secondary">
          {t('yekverse.place.character', {
            name: place.character.name,
            role: inLanguage(place.character.role, i18n.language),
          })}
        </Typography>
      }
    >
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
    </FocusedSection>
  );
}
