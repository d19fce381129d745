import { NOTICE_CONTRACT_ALIASES } from '@yek/contracts/auth';
import type {
  ApproveContractsBody,
  Contract,
  ContractBody,
  HelloSliderBody,
} from '@yek/contracts/reference';
import { afterCommit } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import { fillContract } from './legal-values';
import type { ReferenceRepository } from './reference.repository';

const TR_COLLATOR = new Intl.Collator('tr');

const orNotFound = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

const LANGUAGE_CACHE_MS = 60_000;

export function createReferenceService(
  repo: ReferenceRepository,
  /** The operator's identity and the retention periods the legal texts name (legal-values.ts). */
  legal: Record<string, string> = {},
) {
  const filled = <T extends Contract>(c: T) => fillContract(c, legal);
  const languages = createTtlCache(() => repo.languages(), LANGUAGE_CACHE_MS);
  return {
    languages: () => languages.get(),
    languagePage: repo.languagePage,
    sliderPage: repo.sliderPage,
    contractPage: repo.contractPage,
    language: async (id: number) => orNotFound(await repo.language(id)),
    async saveLanguage(body: { id?: number; cultureName: string; displayName: string }) {
      const saved = await repo.upsertLanguage(body);
      afterCommit(() => languages.clear());
      return saved;
    },
    async deleteLanguage(id: number) {
      if (await repo.languageInUse(id)) throw new AppError('CONFLICT');
      if (!(await repo.deleteLanguage(id))) throw notFound();
      afterCommit(() => languages.clear());
    },

    /** Sorted in Turkish alphabetical order (Ç after C, İ after I), which SQL collations vary on. */
    cities: async () => (await repo.cities()).sort((a, b) => TR_COLLATOR.compare(a.name, b.name)),
    districts: async (cityId: number) =>
      (await repo.districts(cityId)).sort((a, b) => TR_COLLATOR.compare(a.name, b.name)),

    sliders: (viewType?: number) => repo.sliders(viewType),
    slider: async (id: number) => orNotFound(await repo.slider(id)),
    async saveSlider(body: HelloSliderBody) {
      const id = orNotFound(await repo.saveSlider(body));
      return orNotFound(await repo.slider(id));
    },
    async deleteSlider(id: number) {
      if (!(await repo.deleteSlider(id))) throw notFound();
    },

    /** The texts as learners read them, with the operator's values and the periods filled in. */
    contracts: async () => (await repo.currentContracts()).map(filled),
    /** contract/{alias} and contract/{id} share a path: digits mean an id. */
    contractByKey: async (key: { id: number } | { alias: string }) =>
      filled(
        orNotFound(
          'id' in key ? await repo.contractById(key.id) : await repo.contractByAlias(key.alias),
        ),
      ),
    contractVersion: async (alias: string, version: number) =>
      filled(orNotFound(await repo.contractByAlias(alias, version))),
    async publishContract(body: ContractBody) {
      const id = await repo.publishContract(body.alias, body.contractLocalizations, body.version);
      if (id === null) throw new AppError('VALIDATION_FAILED', { version: ['validation.invalid'] });
      return orNotFound(await repo.contractById(id));
    },
    /**
     * The signed-in user approves current agreement versions; a version that is no longer current
     * (a newer one was published meanwhile) is refused so they read the new text first. Notices
     * are read, not approved: an approval of one is not recorded (the explicit consent follows
     * the e-mail and SMS permissions).
     */
    async approveContracts(userId: number, body: ApproveContractsBody) {
      const notices: readonly string[] = NOTICE_CONTRACT_ALIASES;
      const stale = await repo.approveContracts(
        userId,
        body.contractApprovals.filter((a) => !notices.includes(a.alias)),
      );
      if (stale.length > 0)
        throw new AppError('CONTRACT_APPROVAL_REQUIRED', {
          contractApprovals: ['validation.contractRequired'],
        });
      return { pendingContracts: await repo.pendingContracts(userId) };
    },
    /** A version someone approved is a record of what they agreed to: it stays. */
    async deleteContract(id: number) {
      if (await repo.contractApproved(id)) throw new AppError('CONFLICT');
      if (!(await repo.deleteContract(id))) throw notFound();
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
