import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SubscriptionPlan } from '@yek/contracts/subscription';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { usePromoCodePlans } from '../api/get-promo-code-plans';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import { PlanCard, type PlanDiscount } from './plan-card';
import { PromoCodeForm } from './promo-code-form';

interface PlanChooserProps {
  selectedId: number | null;
  onChoose: (plan: SubscriptionPlan) => void;
}

/** The plans on sale, cheaper with a valid promo code; choosing one leads to the stores. */
export function PlanChooser({ selectedId, onChoose }: PlanChooserProps) {
  const plans = useSubscriptionPlans();
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const promo = usePromoCodePlans(promoCode);
  const discounts = new Map<number, PlanDiscount>(
    (promo.data?.subscriptionPlans ?? []).map((p) => [
      p.id,
      { priceText: p.discountedPriceText, percent: promo.data!.discountPercent },
    ]),
  );

  return (
    <Stack spacing={2.5}>
      <PromoCodeForm
        applied={promoCode ? (promo.data ?? null) : null}
        checking={promo.isFetching}
        error={promoCode ? promo.error : null}
        onApply={setPromoCode}
        onClear={() => setPromoCode(null)}
      />
      <QueryState query={plans}>
        {(list) => (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              gap: 2,
            }}
          >
            {list
              .filter((plan) => plan.isActive)
              .sort((a, b) => a.orderNo - b.orderNo)
              .map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  discount={discounts.get(plan.id) ?? null}
                  selected={plan.id === selectedId}
                  onChoose={() => onChoose(plan)}
                />
              ))}
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
