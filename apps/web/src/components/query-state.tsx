import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NotFoundNotice } from './not-found-notice';
import { PageSpinner } from './page-spinner';
import { useErrorMessage } from '../hooks/use-error-message';
import { errorStatus, isClientError } from '../lib/api-error';

// A failure is the rare case: MUI's Alert and its icons arrive with the first one.
const Alert = lazy(() => import('@mui/material/Alert'));

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * A spinner while data loads, then what it feeds. A failure shows the server's words: a record
 * that is not there (or not the learner's) as a not-found page with the way home, a refusal that a
 * retry cannot change with that way home, and only a server or connection failure with a retry.
 */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    if (errorStatus(query.error) === 404) {
      return (
        <NotFoundNotice title={t('errors.recordNotFoundTitle')} body={errorMessage(query.error)} />
      );
    }
    return (
      <Suspense fallback={null}>
        <Alert
          severity="error"
          role="alert"
          action={
            isClientError(query.error) ? (
              <Button component={RouterLink} to="/" color="inherit" size="small">
                {t('common.backHome')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            )
          }
        >
          {errorMessage(query.error)}
        </Alert>
      </Suspense>
    );
  }
  return <>{children(query.data)}</>;
}
