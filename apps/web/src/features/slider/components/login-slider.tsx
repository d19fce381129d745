import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiCulture } from '../../../lib/i18n';
import { useHelloSliders } from '../api/get-hello-sliders';
import { SLIDER_FALLBACK_IMAGE, toLoginSlides } from '../utils/slides';
import { SlideImage } from './slide-image';

export const SLIDE_INTERVAL_MS = 6000;

/** The login page's slides: a picture, a title and a text, with bars to pick a slide. */
export function LoginSlider() {
  const { t, i18n } = useTranslation();
  const { data } = useHelloSliders();
  const culture = toApiCulture(i18n.language);
  const slides = useMemo(() => toLoginSlides(data ?? [], culture), [data, culture]);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const index = count ? active % count : 0;
  const slide = slides[index];

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('slider.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{
        position: 'relative',
        flex: 1,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'flex-end',
      }}
    >
      <SlideImage key={slide?.id ?? 'fallback'} src={slide?.imageUrl ?? SLIDER_FALLBACK_IMAGE} />
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          p: { lg: 6, xl: 8 },
          background:
            'linear-gradient(to top, rgba(10,6,22,0.92) 0%, rgba(10,6,22,0.55) 60%, transparent 100%)',
        }}
      >
        {slide && (
          <Box aria-live={paused ? 'polite' : 'off'} sx={{ mb: 3, maxWidth: 620 }}>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {slide.title}
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.8)' }}>{slide.description}</Typography>
          </Box>
        )}
        {count > 1 && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {slides.map((s, i) => (
              <ButtonBase
                key={s.id}
                onClick={() => setActive(i)}
                aria-label={t('slider.goTo', { number: i + 1, title: s.title })}
                aria-current={i === index ? 'true' : undefined}
                sx={{ py: 1.25, flex: '0 0 56px', borderRadius: 1 }}
              >
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: 4,
                    borderRadius: 2,
                    bgcolor: i === index ? 'primary.light' : 'rgba(255,255,255,0.35)',
                    transition: 'background-color 200ms',
                  }}
                />
              </ButtonBase>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
