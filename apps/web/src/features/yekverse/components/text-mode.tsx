import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import type { YekverseWorld } from '@yek/contracts/yekverse';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../utils/bilingual';
import { townPlaces } from '../utils/town-places';
import { PlaceVisit } from './place-visit';

/**
 * The town as a plain page, for a browser without WebGL and for screen readers: the places as a
 * list, a place's scenarios, and the conversation, with the same player as the 3D town.
 */
export function TextMode({ world }: { world: YekverseWorld }) {
  const { t, i18n } = useTranslation();
  const [placeId, setPlaceId] = useState<YekversePlaceId | null>(null);
  const place = world.places.find((p) => p.id === placeId);
  const heading = useRef<HTMLHeadingElement>(null);
  const visited = useRef(false);
  // Back from a place, the reader starts again at the list of places, not at the page's top.
  useEffect(() => {
    if (placeId) visited.current = true;
    else if (visited.current) heading.current?.focus();
  }, [placeId]);
  if (place) {
    return (
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PlaceVisit
          place={place}
          recommended={world.recommended}
          onLeave={() => setPlaceId(null)}
        />
      </Paper>
    );
  }
  const progress = townPlaces(world, i18n.language);
  return (
    <Box component="section" aria-labelledby="yekverse-places">
      <Typography
        id="yekverse-places"
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ outline: 'none' }}
      >
        {t('yekverse.places.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('yekverse.places.intro')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {world.places.map((p, i) => (
          <Paper component="li" key={p.id} variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <div>
                <Typography variant="h6" component="h3">
                  {inLanguage(p.name, i18n.language)}
                </Typography>
                <Typography color="text.secondary">
                  {t('yekverse.place.character', {
                    name: p.character.name,
                    role: inLanguage(p.character.role, i18n.language),
                  })}
                </Typography>
                <Typography variant="body2">
                  {t('yekverse.places.progress', {
                    done: progress[i]?.done ?? 0,
                    total: progress[i]?.total ?? 0,
                  })}
                </Typography>
              </div>
              <Button
                variant="contained"
                onClick={() => setPlaceId(p.id)}
                aria-label={`${t('yekverse.places.enter')}: ${inLanguage(p.name, i18n.language)}`}
              >
                {t('yekverse.places.enter')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
