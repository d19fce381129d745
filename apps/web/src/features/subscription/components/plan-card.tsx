import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SubscriptionPlan } from '@yek/contracts/subscription';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlanDiscount {
  priceText: string;
  percent: number;
}

interface PlanCardProps {
  plan: SubscriptionPlan;
  discount?: PlanDiscount | null;
  selected: boolean;
  onChoose: () => void;
}

/** A plan with its price for the whole period, what that makes a month, and what it saves. */
export function PlanCard({ plan, discount, selected, onChoose }: PlanCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {plan.name}
          </Typography>
          {plan.savingsPercent > 0 && (
            <Chip
              size="small"
              color="secondary"
              label={t('subscription.plans.savings', { percent: plan.savingsPercent })}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {plan.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          {discount && (
            <Typography
              component="del"
              color="text.secondary"
              aria-label={t('subscription.plans.oldPrice', { price: plan.priceText })}
            >
              {plan.priceText}
            </Typography>
          )}
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {discount ? discount.priceText : plan.priceText}
          </Typography>
          <Typography color="text.secondary">
            {t(`subscription.plans.per.${plan.planType}`)}
          </Typography>
        </Box>
        {plan.durationMonths > 1 && (
          <Typography variant="body2" color="primary.light" sx={{ mt: 0.5 }}>
            {t('subscription.plans.monthly', { price: plan.monthlyPriceText })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={selected ? 'contained' : 'outlined'}
          onClick={onChoose}
          aria-pressed={selected}
          aria-describedby={titleId}
        >
          {t('subscription.plans.buyInApp')}
        </Button>
      </CardActions>
    </Card>
  );
}
