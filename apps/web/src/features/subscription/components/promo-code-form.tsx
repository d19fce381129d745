import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PromoCodePlans } from '@yek/contracts/subscription';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { TextInput } from '../../../components/text-input';
import { useErrorMessage } from '../../../hooks/use-error-message';

/** The contracts' promo code length limit, restated to keep the schema library off the page. */
export const PROMO_CODE_MAX_LENGTH = 32;

interface PromoCodeFormProps {
  applied: PromoCodePlans | null;
  checking: boolean;
  error: unknown;
  onApply: (code: string) => void;
  onClear: () => void;
}

/** A code that lowers the plans' prices; the server says whether it is valid. */
export function PromoCodeForm({ applied, checking, error, onApply, onClear }: PromoCodeFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState('');

  if (applied) {
    return (
      <Alert
        severity="success"
        role="status"
        action={
          <Button
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => {
              setCode('');
              onClear();
            }}
          >
            {t('subscription.promo.remove')}
          </Button>
        }
      >
        {t('subscription.promo.applied', {
          code: applied.promoCode,
          percent: applied.discountPercent,
        })}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = code.trim().toUpperCase();
        if (trimmed) onApply(trimmed);
      }}
    >
      <FormAlert message={error ? errorMessage(error) : null} />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextInput
          name="promoCode"
          label={t('subscription.promo.label')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          htmlInput={{ maxLength: PROMO_CODE_MAX_LENGTH, autoCapitalize: 'characters' }}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={checking}
          disabled={!code.trim()}
          sx={{ height: 56, flexShrink: 0 }}
        >
          {t('subscription.promo.apply')}
        </Button>
      </Box>
    </Box>
  );
}
