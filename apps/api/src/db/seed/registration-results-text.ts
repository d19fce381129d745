interface Text {
  title: string;
  description: string;
}

/**
 * Result-page texts per stage and rule. Rules: stage 1 by age band, stage 2 by studying or working,
 * stage 3 by learning purpose; `default` covers anyone no other rule matches.
 */
export const RESULT_SEED: readonly { stageId: number; ruleKey: string; tr: Text; en: Text }[] = [
  {
    stageId: 1,
    ruleKey: 'age:13-17',
    tr: {
      title: 'Genç ve meraklı bir öğrenci',
      description: 'Okul derslerinle uyumlu, kısa ve eğlenceli görevlerle ilerleyeceksin.',
    },
    en: {
      title: 'A young and curious learner',
      description: 'You will move forward with short, fun tasks that fit alongside your lessons.',
    },
  },
  {
    stageId: 1,
    ruleKey: 'age:18-24',
    tr: {
      title: 'Öğrenmek için harika bir dönem',
      description: 'Her gün düzenli çalışarak kısa sürede belirgin bir ilerleme görebilirsin.',
    },
    en: {
      title: 'A great time to learn',
      description: 'With a little practice every day you will see clear progress quickly.',
    },
  },
  {
    stageId: 1,
    ruleKey: 'age:25-44',
    tr: {
      title: 'Yoğun bir hayata uygun bir program',
      description: 'Görevler kısa tutuldu; işten ya da evden arta kalan zamanda tamamlayabilirsin.',
    },
    en: {
      title: 'A programme that fits a busy life',
      description: 'Tasks are kept short so you can finish them around work and home.',
    },
  },
  {
    stageId: 1,
    ruleKey: 'age:45+',
    tr: {
      title: 'Kendi hızında öğren',
      description: 'Dersleri istediğin kadar tekrar edebilirsin; kaçırdığın günler sorun olmaz.',
    },
    en: {
      title: 'Learn at your own pace',
      description: 'Repeat lectures as often as you like; missed days never count against you.',
    },
  },
  {
    stageId: 1,
    ruleKey: 'default',
    tr: {
      title: 'Sana özel bir başlangıç',
      description: 'Programını verdiğin bilgilere göre hazırladık.',
    },
    en: {
      title: 'A start made for you',
      description: 'We have shaped your programme around what you told us.',
    },
  },
  {
    stageId: 2,
    ruleKey: 'student',
    tr: {
      title: 'Okuluna da destek',
      description: 'Okuma ve dil bilgisi görevleri derslerine ve sınavlarına da katkı sağlayacak.',
    },
    en: {
      title: 'A boost for school too',
      description: 'Reading and grammar tasks will help with your classes and exams as well.',
    },
  },
  {
    stageId: 2,
    ruleKey: 'working',
    tr: {
      title: 'İş hayatında İngilizce',
      description: 'Kelime ve konuşma görevlerinde iş hayatından örneklere yer vereceğiz.',
    },
    en: {
      title: 'English for your working life',
      description: 'Vocabulary and speaking tasks will include examples from working life.',
    },
  },
  {
    stageId: 2,
    ruleKey: 'not-working',
    tr: {
      title: 'Kendine ayırdığın zaman',
      description: 'Programını günlük hayatta en çok kullanacağın İngilizceye göre düzenledik.',
    },
    en: {
      title: 'Time for yourself',
      description: 'Your programme focuses on the English you will use most in daily life.',
    },
  },
  {
    stageId: 2,
    ruleKey: 'default',
    tr: {
      title: 'Günlük hayat için İngilizce',
      description: 'Görevlerde her gün karşına çıkabilecek durumlara yer vereceğiz.',
    },
    en: {
      title: 'English for everyday life',
      description: 'Tasks will cover situations you may meet any day.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'purpose:career',
    tr: {
      title: 'Kariyer odaklı program',
      description: 'Toplantı, e-posta ve sunum dilini adım adım geliştireceksin.',
    },
    en: {
      title: 'A career-focused programme',
      description:
        'You will build the language of meetings, emails and presentations step by step.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'purpose:exam',
    tr: {
      title: 'Sınava hazırlık programı',
      description: 'Okuma ve dil bilgisi görevleri sınav sorularına benzer biçimde hazırlandı.',
    },
    en: {
      title: 'An exam preparation programme',
      description: 'Reading and grammar tasks follow the style of exam questions.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'purpose:academic',
    tr: {
      title: 'Akademik İngilizce',
      description: 'Makale okuma ve düzenli yazma alışkanlığı kazanacaksın.',
    },
    en: {
      title: 'Academic English',
      description: 'You will get used to reading articles and writing regularly.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'purpose:travel',
    tr: {
      title: 'Seyahate hazır ol',
      description: 'Havalimanından restorana, yolculukta gereken konuşmaları çalışacaksın.',
    },
    en: {
      title: 'Get ready to travel',
      description: 'From the airport to the restaurant, you will practise the talk a trip needs.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'purpose:abroad',
    tr: {
      title: 'Yeni bir ülkede hayata hazırlık',
      description:
        'Resmî işlerden komşu sohbetlerine, günlük hayatın İngilizcesine odaklanacaksın.',
    },
    en: {
      title: 'Ready for life in a new country',
      description: 'From paperwork to chats with neighbours, you will focus on everyday English.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'purpose:communication',
    tr: {
      title: 'Akıcı sohbetler',
      description: 'Dinleme ve konuşma görevleriyle kendini rahatça ifade etmeyi öğreneceksin.',
    },
    en: {
      title: 'Fluent conversations',
      description: 'Listening and speaking tasks will help you express yourself with ease.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'purpose:children',
    tr: {
      title: 'Çocuğunla birlikte öğren',
      description: 'Okulda işlenen temel konuları pekiştirip çocuğuna rahatça yardım edeceksin.',
    },
    en: {
      title: 'Learn alongside your child',
      description: 'You will strengthen the basics taught at school and help your child with ease.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'purpose:hobby',
    tr: {
      title: 'Keyifle öğren',
      description: 'İlgi alanlarına uygun okuma ve dinleme metinleriyle her gün biraz ilerle.',
    },
    en: {
      title: 'Learn for the joy of it',
      description: 'Move forward a little every day with reading and listening on your interests.',
    },
  },
  {
    stageId: 3,
    ruleKey: 'default',
    tr: {
      title: 'Hedefine doğru',
      description: 'Günlük görevler hedefine ulaşman için dengeli bir program sunuyor.',
    },
    en: {
      title: 'Towards your goal',
      description: 'Daily tasks give you a balanced programme to reach your goal.',
    },
  },
];
