import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from './page-spinner';
import { useErrorMessage } from '../hooks/use-error-message';

// A failure is the rare case: MUI's Alert and its icons arrive with the first one.
const Alert = lazy(() => import('@mui/material/Alert'));

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A spinner while data loads, its failure with a retry, then what it feeds. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <Suspense fallback={null}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Alert>
      </Suspense>
    );
  }
  return <>{children(query.data)}</>;
}
