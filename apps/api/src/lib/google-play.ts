import { SignJWT, importPKCS8 } from 'jose';
import { z } from 'zod';

/** A subscription as the Play Developer API reports it, reduced to what a purchase record needs. */
export interface PlaySubscription {
  latestOrderId: string | null;
  /** `product:basePlan` first, then the bare product: plans may be set up either way. */
  productIds: string[];
  startTime: Date | null;
  expiryTime: Date | null;
  obfuscatedAccountId: string | null;
  linkedPurchaseToken: string | null;
  priceMinor: number | null;
  currency: string | null;
  testPurchase: boolean;
}

export interface GooglePlayApi {
  getSubscription(packageName: string, purchaseToken: string): Promise<PlaySubscription>;
}

const ServiceAccountSchema = z.object({
  client_email: z.string(),
  private_key: z.string(),
  token_uri: z.string().default('https://oauth2.googleapis.com/token'),
});

const Money = z.object({
  currencyCode: z.string(),
  units: z.union([z.string(), z.number()]).optional(),
  nanos: z.number().optional(),
});
const SubscriptionV2Schema = z.object({
  startTime: z.string().optional(),
  latestOrderId: z.string().optional(),
  linkedPurchaseToken: z.string().optional(),
  testPurchase: z.object({}).loose().optional(),
  externalAccountIdentifiers: z
    .object({ obfuscatedExternalAccountId: z.string().optional() })
    .loose()
    .optional(),
  lineItems: z
    .array(
      z
        .object({
          productId: z.string(),
          expiryTime: z.string().optional(),
          latestSuccessfulOrderId: z.string().optional(),
          offerDetails: z.object({ basePlanId: z.string().optional() }).loose().optional(),
          autoRenewingPlan: z.object({ recurringPrice: Money.optional() }).loose().optional(),
        })
        .loose(),
    )
    .default([]),
});

/** Reads a `purchases.subscriptionsv2` resource; the line item ending last is the one in force. */
export function normalizeSubscriptionV2(raw: unknown): PlaySubscription {
  const s = SubscriptionV2Schema.parse(raw);
  const item = [...s.lineItems].sort((a, b) =>
    (b.expiryTime ?? '').localeCompare(a.expiryTime ?? ''),
  )[0];
  const price = item?.autoRenewingPlan?.recurringPrice;
  const basePlan = item?.offerDetails?.basePlanId;
  return {
    latestOrderId: item?.latestSuccessfulOrderId ?? s.latestOrderId ?? null,
    productIds: item
      ? [...(basePlan ? [`${item.productId}:${basePlan}`] : []), item.productId]
      : [],
    startTime: s.startTime ? new Date(s.startTime) : null,
    expiryTime: item?.expiryTime ? new Date(item.expiryTime) : null,
    obfuscatedAccountId: s.externalAccountIdentifiers?.obfuscatedExternalAccountId ?? null,
    linkedPurchaseToken: s.linkedPurchaseToken ?? null,
    priceMinor: price
      ? Number(price.units ?? 0) * 100 + Math.round((price.nanos ?? 0) / 10_000_000)
      : null,
    currency: price?.currencyCode ?? null,
    testPurchase: s.testPurchase !== undefined,
  };
}

/**
 * The Play Developer API with a service account: a signed assertion buys an access token
 * (kept until a minute before it expires), which reads subscriptions. Null when not configured.
 */
export function createGooglePlayApi(opts: {
  serviceAccountJson: string | undefined;
  apiUrl: string;
}): GooglePlayApi | null {
  if (!opts.serviceAccountJson) return null;
  const account = ServiceAccountSchema.parse(JSON.parse(opts.serviceAccountJson));
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({
      scope: 'https://www.googleapis.com/auth/androidpublisher',
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const res = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Google token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  return {
    async getSubscription(packageName, purchaseToken) {
      const url = `${opts.apiUrl}/androidpublisher/v3/applications/${encodeURIComponent(packageName)}/purchases/subscriptionsv2/tokens/${encodeURIComponent(purchaseToken)}`;
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${await accessToken()}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Play Developer API answered ${res.status}`);
      return normalizeSubscriptionV2(await res.json());
    },
  };
}
