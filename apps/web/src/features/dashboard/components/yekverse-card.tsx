import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The virtual-world entry on the dashboard (spec §1). */
export function YekverseCard() {
  const { t } = useTranslation();
  return (
    <Card
      component="section"
      aria-labelledby="yekverse-card-title"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(135deg, #3b1f7a 0%, #7c4dff 100%)',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id="yekverse-card-title" variant="h5" component="h2" gutterBottom>
          {t('dashboard.yekverse.title')}
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.85)' }}>
          {t('dashboard.yekverse.body')}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button component={RouterLink} to="/webgl" variant="contained" color="secondary">
          {t('dashboard.yekverse.action')}
        </Button>
      </CardActions>
    </Card>
  );
}
