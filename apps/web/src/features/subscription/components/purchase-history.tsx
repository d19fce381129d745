import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserPurchase } from '@yek/contracts/subscription';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { useUserPurchases } from '../api/get-user-purchases';

const STATUS_COLORS = {
  Active: 'success',
  Expired: 'default',
  Refunded: 'warning',
} as const satisfies Record<UserPurchase['status'], string>;

/** Every paid period with its invoice number (spec §2 profile "invoices", §3 package dates). */
export function PurchaseHistory() {
  const { t } = useTranslation();
  const titleId = useId();
  const purchases = useUserPurchases();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('subscription.history.title')}
      </Typography>
      <QueryState query={purchases}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">{t('subscription.history.empty')}</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {list.map((purchase) => (
                <PurchaseRow key={purchase.id} purchase={purchase} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Paper>
  );
}

function PurchaseRow({ purchase }: { purchase: UserPurchase }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('subscription.history.invoice'), purchase.invoiceNumber],
    [t('subscription.history.purchaseDate'), formatDate(purchase.purchaseDate, i18n.language)],
    [t('subscription.history.endDate'), formatDate(purchase.endDate, i18n.language)],
    [t('subscription.history.amount'), purchase.amountText],
    [t('subscription.history.store'), t(`subscription.stores.${purchase.store}`)],
  ];
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {purchase.planName ?? t('subscription.history.unknownPlan')}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLORS[purchase.status]}
          label={t(`subscription.history.status.${purchase.status}`)}
        />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'auto 1fr', md: 'repeat(5, auto)' },
          gridAutoFlow: { md: 'column' },
          gridTemplateRows: { md: 'auto auto' },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
