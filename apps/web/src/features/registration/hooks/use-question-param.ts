import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseQuestionParam } from '../utils/setup-machine';

/**
 * The question on screen lives in the address (`/setup?question=3`): a reload opens the same
 * question, and a link can open a given one. (Read through the location rather than
 * useSearchParams, which would grow the router code every page downloads.)
 */
export function useQuestionParam(): [number | null, (orderNo: number | null) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const current = parseQuestionParam(new URLSearchParams(search).get('question'));
  const setQuestion = useCallback(
    (orderNo: number | null) => {
      const params = new URLSearchParams(search);
      if (orderNo === null) params.delete('question');
      else params.set('question', String(orderNo));
      const next = params.toString();
      if (next === new URLSearchParams(search).toString()) return;
      void navigate({ pathname, search: next ? `?${next}` : '', hash }, { replace: true });
    },
    [navigate, pathname, search, hash],
  );
  return [current, setQuestion];
}
