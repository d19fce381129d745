import type { Contract } from '@yek/contracts/reference';

export interface ContractText {
  title: string;
  content: string;
}

/** The contract's text in the learner's culture, else its first translation. */
export function localizeContract(contract: Contract, culture: string): ContractText {
  const localizations = contract.contractLocalizations;
  const text = localizations.find((l) => l.cultureName === culture) ?? localizations[0];
  return { title: text?.title ?? contract.alias, content: text?.content ?? '' };
}

/** Current versions only, one per alias, in a stable order. */
export function currentContracts(contracts: Contract[]): Contract[] {
  const byAlias = new Map<string, Contract>();
  for (const contract of contracts) {
    if (contract.isCurrent === false) continue;
    const seen = byAlias.get(contract.alias);
    if (!seen || seen.version < contract.version) byAlias.set(contract.alias, contract);
  }
  return [...byAlias.values()];
}
