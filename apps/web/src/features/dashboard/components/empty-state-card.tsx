import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

interface EmptyStateCardProps {
  title: string;
  body: string;
  action?: { label: string; to: string };
}

/** A dashboard section with nothing to show yet, and where to go instead. */
export function EmptyStateCard({ title, body, action }: EmptyStateCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
      </CardContent>
      {action && (
        <CardActions sx={{ p: 2 }}>
          <Button component={RouterLink} to={action.to} variant="outlined">
            {action.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
