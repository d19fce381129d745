import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from './text-input';

interface DayInputProps {
  label: string;
  name?: string;
  /** The day as YYYY-MM-DD; anything else (a half-typed day) is shown as it is. */
  value: string;
  /** YYYY-MM-DD once all eight digits are typed, else the text as typed (not a day yet). */
  onChange: (value: string) => void;
  required?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 15.06.1990 from 1990-06-15; '' from anything that is not a day. */
function shown(value: string): string {
  const parts = ISO_DAY.exec(value);
  return parts ? `${parts[3]}.${parts[2]}.${parts[1]}` : '';
}

/** The digits typed, with the dots put in: 1506 → 15.06, 15061990 → 15.06.1990. */
function withDots(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

/**
 * A day typed as gg.aa.yyyy, the way Turkish forms write it, on every browser and phone: the
 * browser's own date field follows the browser's language instead, which shows mm/dd/yyyy to a
 * Turkish learner whose browser is in English. Digits only; the dots come by themselves.
 */
export function DayInput({ label, name, value, onChange, ...rest }: DayInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shown(value) || value);
  const [seen, setSeen] = useState(value);
  // A day set from outside (a saved answer arriving) replaces what is shown.
  if (value !== seen) {
    setSeen(value);
    const next = shown(value);
    if (next && next !== text) setText(next);
  }
  return (
    <TextInput
      {...rest}
      label={label}
      name={name}
      value={text}
      autoComplete="bday"
      shrinkLabel
      htmlInput={{ inputMode: 'numeric', placeholder: t('common.dayPlaceholder'), maxLength: 10 }}
      onChange={(event) => {
        const next = withDots(event.target.value);
        setText(next);
        const [day, month, year] = next.split('.');
        onChange(year?.length === 4 ? `${year}-${month}-${day}` : next);
      }}
    />
  );
}
