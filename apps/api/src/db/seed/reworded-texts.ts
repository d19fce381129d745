import type { PoolClient } from 'pg';
import { seedOnce } from './seed-log';

type Rewording = readonly (readonly [string, string])[];

/**
 * The seeded Turkish texts as first written (in *siz*) and as they read now (in *sen*, with the
 * glossary's terms: docs/glossary.md). An installation seeded before the change gets the new
 * wording once; a text an editor has changed since is not the old wording and stays as it is.
 */
const TO_SEN: Rewording = [
  ['Sizi tanıyalım', 'Seni tanıyalım'],
  ['Doğum tarihiniz ve öğrencilik durumunuz.', 'Doğum tarihin ve öğrenci olup olmadığın.'],
  ['Okuduğunuz alan ve mesleğiniz.', 'Okuduğun alan ve mesleğin.'],
  ['Hedefleriniz', 'Hedeflerin'],
  [
    'İngilizce öğrenme amacınız ve ilgi alanlarınız.',
    'İngilizce öğrenme amacın ve ilgi alanların.',
  ],
  ['Doğum tarihiniz nedir?', 'Doğum tarihin nedir?'],
  [
    'Size yaşınıza uygun içerikler önerebilmemiz için doğum tarihinizi girin.',
    'Sana yaşına uygun içerikler önerebilmemiz için doğum tarihini gir.',
  ],
  ['Öğrenci misiniz?', 'Öğrenci misin?'],
  [
    'Şu anda bir okulda ya da üniversitede okuyorsanız “Evet”i seçin.',
    'Şu anda bir okulda ya da üniversitede okuyorsan “Evet”i seç.',
  ],
  ['Eğitiminiz hangi alanda?', 'Eğitimin hangi alanda?'],
  [
    'Okuduğunuz ya da mezun olduğunuz fakülteyi ve bölümü seçin.',
    'Okuduğun ya da mezun olduğun fakülteyi ve bölümü seç.',
  ],
  ['Mesleğiniz nedir?', 'Mesleğin nedir?'],
  ['Mesleğinizi yazmaya başlayın ve listeden seçin.', 'Mesleğini yazmaya başla ve listeden seç.'],
  ['İngilizceyi neden öğrenmek istiyorsunuz?', 'İngilizceyi neden öğrenmek istiyorsun?'],
  [
    'Size en uygun amacı seçin; programınızı buna göre hazırlayalım.',
    'Sana en uygun amacı seç; programını buna göre hazırlayalım.',
  ],
  ['Nelerle ilgileniyorsunuz?', 'Nelerle ilgileniyorsun?'],
  [
    'Okuma ve dinleme içeriklerini ilgi alanlarınıza göre seçelim. En fazla 10 tane seçebilirsiniz.',
    'Okuma ve dinleme içeriklerini ilgi alanlarına göre seçelim. En fazla 10 tane seçebilirsin.',
  ],
  [
    'Okuma, dilbilgisi ve kelime bilgisinde sınav düzeyine ulaşmak',
    'Okuma, dil bilgisi ve kelime bilgisinde sınav düzeyine ulaşmak',
  ],
  [
    'Yurt dışında yolunuzu bulmak, sipariş vermek ve sohbet etmek',
    'Yurt dışında yolunu bulmak, sipariş vermek ve sohbet etmek',
  ],
  [
    'Günlük hayatta ve iş yerinde kendinizi rahatça ifade etmek',
    'Günlük hayatta ve iş yerinde kendini rahatça ifade etmek',
  ],
  [
    'Okul derslerinizle uyumlu, kısa ve eğlenceli görevlerle ilerleyeceksiniz.',
    'Okul derslerinle uyumlu, kısa ve eğlenceli görevlerle ilerleyeceksin.',
  ],
  [
    'Her gün düzenli çalışarak kısa sürede belirgin bir ilerleme görebilirsiniz.',
    'Her gün düzenli çalışarak kısa sürede belirgin bir ilerleme görebilirsin.',
  ],
  ['Yoğun bir hayata uygun bir plan', 'Yoğun bir hayata uygun bir program'],
  [
    'Görevler kısa tutuldu; işten ya da evden arta kalan zamanda tamamlayabilirsiniz.',
    'Görevler kısa tutuldu; işten ya da evden arta kalan zamanda tamamlayabilirsin.',
  ],
  ['Kendi hızınızda öğrenin', 'Kendi hızında öğren'],
  [
    'Dersleri istediğiniz kadar tekrar edebilirsiniz; kaçırdığınız günler sorun olmaz.',
    'Dersleri istediğin kadar tekrar edebilirsin; kaçırdığın günler sorun olmaz.',
  ],
  ['Size özel bir başlangıç', 'Sana özel bir başlangıç'],
  [
    'Programınızı verdiğiniz bilgilere göre hazırladık.',
    'Programını verdiğin bilgilere göre hazırladık.',
  ],
  ['Okulunuza da destek', 'Okuluna da destek'],
  [
    'Okuma ve dilbilgisi görevleri derslerinize ve sınavlarınıza da katkı sağlayacak.',
    'Okuma ve dil bilgisi görevleri derslerine ve sınavlarına da katkı sağlayacak.',
  ],
  ['Kendinize ayırdığınız zaman', 'Kendine ayırdığın zaman'],
  [
    'Programınızı günlük hayatta en çok kullanacağınız İngilizceye göre düzenledik.',
    'Programını günlük hayatta en çok kullanacağın İngilizceye göre düzenledik.',
  ],
  [
    'Görevlerde her gün karşınıza çıkabilecek durumlara yer vereceğiz.',
    'Görevlerde her gün karşına çıkabilecek durumlara yer vereceğiz.',
  ],
  [
    'Toplantı, e-posta ve sunum dilini adım adım geliştireceksiniz.',
    'Toplantı, e-posta ve sunum dilini adım adım geliştireceksin.',
  ],
  [
    'Okuma ve dilbilgisi görevleri sınav sorularına benzer biçimde hazırlandı.',
    'Okuma ve dil bilgisi görevleri sınav sorularına benzer biçimde hazırlandı.',
  ],
  [
    'Makale okuma ve düzenli yazma alışkanlığı kazanacaksınız.',
    'Makale okuma ve düzenli yazma alışkanlığı kazanacaksın.',
  ],
  ['Seyahate hazır olun', 'Seyahate hazır ol'],
  [
    'Havalimanından restorana, yolculukta gereken konuşmaları çalışacaksınız.',
    'Havalimanından restorana, yolculukta gereken konuşmaları çalışacaksın.',
  ],
  [
    'Resmî işlerden komşu sohbetlerine, günlük hayatın İngilizcesine odaklanacaksınız.',
    'Resmî işlerden komşu sohbetlerine, günlük hayatın İngilizcesine odaklanacaksın.',
  ],
  [
    'Dinleme ve konuşma görevleriyle kendinizi rahatça ifade etmeyi öğreneceksiniz.',
    'Dinleme ve konuşma görevleriyle kendini rahatça ifade etmeyi öğreneceksin.',
  ],
  ['Çocuğunuzla birlikte öğrenin', 'Çocuğunla birlikte öğren'],
  [
    'Okulda işlenen temel konuları pekiştirip çocuğunuza rahatça yardım edeceksiniz.',
    'Okulda işlenen temel konuları pekiştirip çocuğuna rahatça yardım edeceksin.',
  ],
  ['Keyifle öğrenin', 'Keyifle öğren'],
  [
    'İlgi alanlarınıza uygun okuma ve dinleme metinleriyle her gün biraz ilerleyin.',
    'İlgi alanlarına uygun okuma ve dinleme metinleriyle her gün biraz ilerle.',
  ],
  ['Hedefinize doğru', 'Hedefine doğru'],
  [
    'Günlük görevler hedefinize ulaşmanız için dengeli bir program sunuyor.',
    'Günlük görevler hedefine ulaşman için dengeli bir program sunuyor.',
  ],
  [
    'Aylık plandaki her şey, daha uygun fiyata. Her 3 ayda bir yenilenir.',
    'Aylık paketteki her şey, daha uygun fiyata. Her 3 ayda bir yenilenir.',
  ],
];

/** Later rewordings of texts that read as translated; each applies to the wording before it. */
const TO_NATURAL: Rewording = [
  ['Genç ve meraklı bir öğrenici', 'Genç ve meraklı bir öğrenci'],
  ['Sağlık ve spor yaşamı', 'Sağlıklı yaşam ve spor'],
];

/** In order: an installation that missed both gets the first, then the second. */
const REWORDINGS: readonly (readonly [string, Rewording])[] = [
  ['reworded:sen-and-glossary', TO_SEN],
  ['reworded:natural-turkish', TO_NATURAL],
];

/** Each table and Turkish column a seeded text can sit in (language 1 is Turkish). */
const COLUMNS = [
  ['registration_stage_localizations', 'name'],
  ['registration_stage_localizations', 'description'],
  ['registration_question_localizations', 'title'],
  ['registration_question_localizations', 'description'],
  ['registration_option_localizations', 'name'],
  ['registration_option_localizations', 'description'],
  ['registration_result_localizations', 'title'],
  ['registration_result_localizations', 'description'],
  ['subscription_plan_localizations', 'description'],
] as const;

export async function rewordSeededTexts(q: PoolClient): Promise<void> {
  for (const [key, rewording] of REWORDINGS) {
    await seedOnce(q, key, async () => {
      const olds = rewording.map(([old]) => old);
      const news = rewording.map(([, now]) => now);
      for (const [table, column] of COLUMNS) {
        await q.query(
          `UPDATE ${table} t SET ${column} = w.now
             FROM unnest($1::text[], $2::text[]) AS w(old, now)
            WHERE t.language_id = 1 AND t.${column} = w.old`,
          [olds, news],
        );
      }
    });
  }
}
