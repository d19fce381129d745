import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimitEnabled: false,
    operator: {
      name: 'Örnek Eğitim Teknolojileri A.Ş.',
      address: 'Örnek Mah. Deneme Sok. No: 1, Kadıköy, İstanbul',
      mersis: '0123456789000015',
      kep: 'ornek@hs01.kep.tr',
      email: 'kvkk@ornek.example',
    },
  });
});
afterAll(() => t.close());

interface Contract {
  alias: string;
  version: number;
  contractLocalizations: { cultureName: string; title: string; content: string }[];
}
const text = (c: Contract, culture: string) =>
  c.contractLocalizations.find((l) => l.cultureName === culture)!.content;

async function consent(userId: number) {
  const { rows } = await t.database.pool.query<{ withdrawn: boolean }>(
    `SELECT a.withdrawn_at IS NOT NULL AS withdrawn FROM contract_approvals a
       JOIN contracts c ON c.id = a.contract_id
      WHERE a.user_id = $1 AND c.alias = 'explicit-consent'`,
    [userId],
  );
  return rows[0] ?? null;
}

describe('the legal texts (KVKK, consumer law)', () => {
  it('names the operator and the periods this installation keeps data for', async () => {
    const notice = json<Contract>(await t.app.inject({ url: '/api/contract/privacy-notice' })).data;
    for (const culture of ['tr-TR', 'en-US']) {
      const body = text(notice, culture);
      expect(body).not.toContain('{{');
      expect(body).toContain('Örnek Eğitim Teknolojileri A.Ş.');
      expect(body).toContain('0123456789000015');
      expect(body).toContain('ornek@hs01.kep.tr');
      expect(body).toContain(String(t.config.retention.recordingDays));
      expect(body).toContain(String(t.config.retention.unverifiedAccountDays));
    }
    const tr = text(notice, 'tr-TR');
    // Every right of KVKK art. 11, the 30-day answer and the complaint to the Board.
    for (const right of ['a)', 'b)', 'c)', 'ç)', 'd)', 'e)', 'f)', 'g)', 'ğ)'])
      expect(tr).toContain(`- ${right}`);
    expect(tr).toContain('30 gün');
    expect(tr).toContain("Kişisel Verileri Koruma Kurulu'na şikâyette");
    expect(tr).toContain('m. 9');
    const terms = json<Contract>(await t.app.inject({ url: '/api/contract/terms-of-use' })).data;
    expect(text(terms, 'tr-TR')).toContain('cayma hakkı');
    expect(text(terms, 'tr-TR')).toContain('Örnek Eğitim Teknolojileri A.Ş.');
  });

  it('needs only the terms at sign-up; the notices are never asked to be approved', async () => {
    const account = await signUp(t, { contractApprovals: [{ alias: 'terms-of-use', version: 1 }] });
    const me = json<{ pendingContracts: unknown[] }>(
      await t.app.inject({ url: `/api/user/${account.user.id}`, headers: bearer(account.token) }),
    ).data;
    expect(me.pendingContracts).toEqual([]);
    const noTerms = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: {
        ...account.body,
        email: 'no.terms@example.com',
        phoneNumber: '905559990001',
        contractApprovals: [],
      },
    });
    expect(json(noTerms).errorCode).toBe('CONTRACT_APPROVAL_REQUIRED');
    // Approving a notice through the approvals call records nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/contract/approve',
      headers: bearer(account.token),
      payload: { contractApprovals: [{ alias: 'privacy-notice', version: 1 }] },
    });
    const { rows } = await t.database.pool.query(
      `SELECT 1 FROM contract_approvals a JOIN contracts c ON c.id = a.contract_id
        WHERE a.user_id = $1 AND c.alias = 'privacy-notice'`,
      [account.user.id],
    );
    expect(rows).toEqual([]);
  });

  it('records the explicit consent with the e-mail or SMS permission and its withdrawal', async () => {
    const optedIn = await signUp(t, { emailNotification: true });
    expect(await consent(optedIn.user.id)).toEqual({ withdrawn: false });
    const none = await signUp(t);
    expect(await consent(none.user.id)).toBeNull();

    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user',
        headers: bearer(optedIn.token),
        payload: { languageId: 1, ...body },
      });
    expect((await put({ emailNotification: false, smsNotification: false })).statusCode).toBe(200);
    expect(await consent(optedIn.user.id)).toEqual({ withdrawn: true });
    expect((await put({ smsNotification: true })).statusCode).toBe(200);
    expect(await consent(optedIn.user.id)).toEqual({ withdrawn: false });
  });
});
