import { z } from 'zod';
import { queryInt } from './common';
import { PendingContractSchema } from './user';
import { pagedQuerySchema, pagedSchema } from './paging';

/** Languages with the spec's ids (spec §1); only tr and en have text packs. */
export const LANGUAGES = [
  { id: 1, cultureName: 'tr-TR', displayName: 'Türkçe' },
  { id: 2, cultureName: 'en-US', displayName: 'English' },
  { id: 3, cultureName: 'de-DE', displayName: 'Deutsch' },
  { id: 4, cultureName: 'fr-FR', displayName: 'Français' },
  { id: 5, cultureName: 'ru-RU', displayName: 'Русский' },
  { id: 6, cultureName: 'it-IT', displayName: 'Italiano' },
  { id: 7, cultureName: 'es-ES', displayName: 'Español' },
] as const;
export const DEFAULT_LANGUAGE_ID = 1;

export const LanguageSchema = z.object({
  id: z.int32(),
  cultureName: z.string(),
  displayName: z.string(),
});
export type Language = z.infer<typeof LanguageSchema>;
export const LanguageBodySchema = z.strictObject({
  id: z.int32().positive().optional(),
  cultureName: z
    .string()
    .trim()
    .regex(/^[a-z]{2}-[A-Z]{2}$/),
  displayName: z.string().trim().min(1).max(60),
});

/** GET language/getpagedlist (editor): the management table. */
export const LanguagePagedQuerySchema = pagedQuerySchema(['id', 'cultureName', 'displayName']);
export const LanguagePageSchema = pagedSchema(LanguageSchema);

export const CitySchema = z.object({
  id: z.int32(),
  code: z.int32(),
  name: z.string(),
});
export type City = z.infer<typeof CitySchema>;
export const DistrictSchema = z.object({
  id: z.int32(),
  cityId: z.int32(),
  name: z.string(),
});
export type District = z.infer<typeof DistrictSchema>;
export const CityIdParamsSchema = z.object({ cityId: queryInt().positive() });

export const HelloSliderLocalizationSchema = z.object({
  languageId: z.int32(),
  cultureName: z.string(),
  title: z.string(),
  description: z.string(),
});
export const HelloSliderSchema = z.object({
  id: z.int32(),
  pageAlias: z.string(),
  viewType: z.int32(),
  orderNo: z.int32(),
  imageFilePath: z.string().nullable(),
  helloSliderLocalizations: z.array(HelloSliderLocalizationSchema),
});
export type HelloSlider = z.infer<typeof HelloSliderSchema>;
export const HelloSliderViewTypeQuerySchema = z.object({
  viewType: queryInt().min(0),
});
export const HelloSliderBodySchema = z.strictObject({
  id: z.int32().positive().optional(),
  pageAlias: z.string().trim().min(1).max(64),
  viewType: z.int32().min(0).default(1),
  orderNo: z.int32().min(0).default(0),
  imageFilePath: z.string().max(512).nullable().default(null),
  helloSliderLocalizations: z
    .array(
      z.strictObject({
        languageId: z.int32().positive(),
        title: z.string().trim().min(1).max(200),
        description: z.string().max(2000),
      }),
    )
    .min(1),
});
export type HelloSliderBody = z.input<typeof HelloSliderBodySchema>;
/** GET helloslider/getpagedlist (editor): every slide, searched in its page alias and titles. */
export const HelloSliderPagedQuerySchema = pagedQuerySchema(
  ['orderNo', 'id', 'pageAlias', 'viewType'],
  'orderNo',
);
export const HelloSliderPageSchema = pagedSchema(HelloSliderSchema);

export const ContractLocalizationSchema = z.object({
  cultureName: z.string(),
  title: z.string(),
  content: z.string(),
});
export const ContractSchema = z.object({
  id: z.int32(),
  alias: z.string(),
  version: z.int32(),
  isCurrent: z.boolean(),
  publishedAt: z.string(),
  contractLocalizations: z.array(ContractLocalizationSchema),
});
export type Contract = z.infer<typeof ContractSchema>;
/** contract/{alias} and contract/{id} share one path shape: digits are an id, anything else an alias. */
export const ContractKeyParamsSchema = z.object({
  key: z.union([
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.int32().positive())
      .transform((id) => ({ id })),
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^(?!\d+$)/)
      .transform((alias) => ({ alias })),
  ]),
});
export const ContractVersionQuerySchema = z.object({
  alias: z.string().min(1).max(64),
  version: queryInt().positive(),
});
export const ContractBodySchema = z.strictObject({
  id: z.int32().positive().optional(),
  alias: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,64}$/),
  /** The new version's number: higher than every published one (the next one when left out). */
  version: z.int32().positive().optional(),
  contractLocalizations: z
    .array(
      z.strictObject({
        cultureName: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
        title: z.string().trim().min(1).max(200),
        content: z.string().trim().min(1).max(100_000),
      }),
    )
    .min(1),
});
export type ContractBody = z.infer<typeof ContractBodySchema>;
/** GET contract/getpagedlist (editor): every version of every agreement, searched by alias. */
export const ContractPagedQuerySchema = pagedQuerySchema(
  ['alias', 'version', 'publishedAt', 'id'],
  'alias',
);
export const ContractPageSchema = pagedSchema(ContractSchema);

/** POST contract/approve: the versions the signed-in user approves (those pendingContracts named). */
export const ApproveContractsBodySchema = z.strictObject({
  contractApprovals: z
    .array(
      z.strictObject({
        alias: z.string().trim().min(1).max(64),
        version: z.int32().positive(),
      }),
    )
    .min(1)
    .max(10),
});
export type ApproveContractsBody = z.infer<typeof ApproveContractsBodySchema>;
export const ApproveContractsResultSchema = z.object({
  /** What still waits for approval: empty once every current version is approved. */
  pendingContracts: z.array(PendingContractSchema),
});
export type ApproveContractsResult = z.infer<typeof ApproveContractsResultSchema>;

/** Notification dialog alert types (spec §2). */
export const ALERT_TYPES = { success: 1, warning: 2, error: 3, info: 4 } as const;
export type AlertType = (typeof ALERT_TYPES)[keyof typeof ALERT_TYPES];
