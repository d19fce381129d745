import CloseIcon from '@mui/icons-material/Close';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToPlace, type TownWalker } from '../../utils/town-walker';
import type { TownPlace } from './town-types';

interface TownOverlayProps {
  places: TownPlace[];
  paused: boolean;
  walker: TownWalker;
  onEnterPlace: (id: YekversePlaceId) => void;
  /** The name of the place the avatar is walking to, for the status line. */
  walkingTo: string | null;
  /** A phone or tablet: the hint speaks of the pad instead of keys. */
  touch: boolean;
}

/** The app's dark panels, a little see-through so the town shows behind them. */
const PANEL_SX = {
  bgcolor: 'rgba(22, 20, 36, 0.88)',
  color: 'common.white',
  backgroundImage: 'none',
  borderRadius: 3,
  boxShadow: 3,
} as const;

/** What the town offers besides the 3D view: the places menu, the controls hint, a status line. */
export function TownOverlay({
  places,
  paused,
  walker,
  onEnterPlace,
  walkingTo,
  touch,
}: TownOverlayProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [hintOpen, setHintOpen] = useState(true);
  const menuId = useId();
  const firstItem = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (menuOpen) firstItem.current?.focus();
  }, [menuOpen]);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  const choose = (id: YekversePlaceId) => {
    setMenuOpen(false);
    void goToPlace(walker, id, onEnterPlace);
  };

  const open = menuOpen && !paused;

  return (
    <>
      <Box
        sx={{
          position: 'absolute',
          top: 12,
          right: 12,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1,
          maxWidth: 'calc(100% - 24px)',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1 }}>
          {!hintOpen && (
            <IconButton
              aria-label={t('yekverse-town.hint.show')}
              onClick={() => setHintOpen(true)}
              sx={{ ...PANEL_SX, '&:hover': { bgcolor: 'rgba(22, 20, 36, 1)' } }}
            >
              <HelpOutlineIcon />
            </IconButton>
          )}
          <Button
            ref={menuButton}
            variant="contained"
            startIcon={<PlaceOutlinedIcon />}
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            disabled={paused}
            onClick={() => (open ? closeMenu() : setMenuOpen(true))}
            sx={{ borderRadius: 3 }}
          >
            {t('yekverse-town.places.open')}
          </Button>
        </Box>
        {open && (
          <Paper
            component="nav"
            id={menuId}
            aria-label={t('yekverse-town.places.title')}
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeMenu();
            }}
            sx={{
              ...PANEL_SX,
              p: 1,
              width: 300,
              maxWidth: '100%',
              maxHeight: 'calc(100vh - 80px)',
              overflowY: 'auto',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', pl: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
                {t('yekverse-town.places.title')}
              </Typography>
              <IconButton aria-label={t('yekverse-town.places.close')} onClick={closeMenu}>
                <CloseIcon />
              </IconButton>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {places.map((place, index) => (
                <li key={place.id}>
                  <Button
                    ref={index === 0 ? firstItem : undefined}
                    fullWidth
                    aria-describedby={`${menuId}-${place.id}`}
                    onClick={() => choose(place.id)}
                    sx={{
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                      textAlign: 'left',
                      py: 0.75,
                    }}
                  >
                    <span>{t(`yekverse-town.places.goTo.${place.id}`)}</span>
                    <Typography
                      component="span"
                      id={`${menuId}-${place.id}`}
                      variant="body2"
                      sx={{ color: place.done >= place.total ? 'success.main' : 'text.secondary' }}
                    >
                      {t('yekverse-town.places.progress', { done: place.done, total: place.total })}
                    </Typography>
                  </Button>
                </li>
              ))}
            </Box>
          </Paper>
        )}
      </Box>
      {hintOpen && (
        <Paper
          component="aside"
          aria-label={t('yekverse-town.hint.title')}
          sx={{
            ...PANEL_SX,
            position: 'absolute',
            // Over the grass in front of the street where a keyboard walks, not over the signs;
            // at the top where the touch circle holds the bottom corner.
            ...(touch ? { top: 12 } : { bottom: 16 }),
            left: 12,
            p: 1.5,
            pr: 5,
            maxWidth: { xs: 'calc(100% - 140px)', sm: 340 },
          }}
        >
          <Typography variant="body2" sx={{ fontSize: { xs: '0.8rem', sm: '0.875rem' } }}>
            {t(touch ? 'yekverse-town.hint.touch' : 'yekverse-town.hint.keys')}{' '}
            {t('yekverse-town.hint.enter')}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('yekverse-town.hint.hide')}
            onClick={() => setHintOpen(false)}
            sx={{ position: 'absolute', top: 4, right: 4 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      )}
      <Box
        role="status"
        sx={{
          position: 'absolute',
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          pointerEvents: 'none',
        }}
      >
        {walkingTo && (
          <Typography variant="body2" sx={{ ...PANEL_SX, px: 2, py: 0.5 }}>
            {t('yekverse-town.walking', { name: walkingTo })}
          </Typography>
        )}
      </Box>
    </>
  );
}
