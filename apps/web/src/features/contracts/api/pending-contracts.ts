import { useQueries } from '@tanstack/react-query';
import type { ApproveContractsResult, Contract } from '@yek/contracts/reference';
import type { PendingContract } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';

/** GET contract/{id}: one version of an agreement, with its texts. */
export function getContract(id: number): Promise<Contract> {
  return request<Contract>({ method: 'GET', url: `contract/${id}` });
}

/** The versions waiting for the user's approval, each with its text. */
export function usePendingContractTexts(pending: PendingContract[]) {
  return useQueries({
    queries: pending.map((p) => ({
      queryKey: ['contract', p.id],
      queryFn: () => getContract(p.id),
      staleTime: Infinity,
    })),
  });
}

/** POST contract/approve: approves these versions; answers what still waits. */
export function approveContracts(pending: PendingContract[]): Promise<ApproveContractsResult> {
  return request<ApproveContractsResult>({
    method: 'POST',
    url: 'contract/approve',
    data: { contractApprovals: pending.map((p) => ({ alias: p.alias, version: p.version })) },
  });
}
