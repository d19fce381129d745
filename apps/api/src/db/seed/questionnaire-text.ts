import type { Skill } from '@yek/contracts/content-common';

interface Text {
  title: string;
  description: string;
}

/** The setup's three steps, in order; their ids are fixed. */
export const STAGE_SEED: readonly { id: number; alias: string; tr: Text; en: Text }[] = [
  {
    id: 1,
    alias: 'about-you',
    tr: { title: 'Seni tanıyalım', description: 'Doğum tarihin ve öğrenci olup olmadığın.' },
    en: { title: 'About you', description: 'Your date of birth and whether you are a student.' },
  },
  {
    id: 2,
    alias: 'education-and-work',
    tr: { title: 'Eğitim ve meslek', description: 'Okuduğun alan ve mesleğin.' },
    en: { title: 'Education and work', description: 'What you study or studied, and your work.' },
  },
  {
    id: 3,
    alias: 'goals',
    tr: {
      title: 'Hedeflerin',
      description: 'İngilizce öğrenme amacın ve ilgi alanların.',
    },
    en: { title: 'Your goals', description: 'Why you are learning English and what you enjoy.' },
  },
];

/** Question texts by question id (the order number). */
export const QUESTION_TEXT_SEED: Record<number, { tr: Text; en: Text }> = {
  1: {
    tr: {
      title: 'Doğum tarihin nedir?',
      description: 'Sana yaşına uygun içerikler önerebilmemiz için doğum tarihini gir.',
    },
    en: {
      title: 'When were you born?',
      description: 'Enter your date of birth so we can suggest content that suits your age.',
    },
  },
  2: {
    tr: {
      title: 'Öğrenci misin?',
      description: 'Şu anda bir okulda ya da üniversitede okuyorsan “Evet”i seç.',
    },
    en: {
      title: 'Are you a student?',
      description: 'Choose “Yes” if you are currently at school or university.',
    },
  },
  3: {
    tr: {
      title: 'Eğitimin hangi alanda?',
      description: 'Okuduğun ya da mezun olduğun fakülteyi ve bölümü seç.',
    },
    en: {
      title: 'What is your field of education?',
      description: 'Choose the faculty and department you study at or graduated from.',
    },
  },
  4: {
    tr: {
      title: 'Mesleğin nedir?',
      description: 'Mesleğini yazmaya başla ve listeden seç.',
    },
    en: {
      title: 'What do you do for a living?',
      description: 'Start typing your occupation and pick it from the list.',
    },
  },
  5: {
    tr: {
      title: 'İngilizceyi neden öğrenmek istiyorsun?',
      description: 'Sana en uygun amacı seç; programını buna göre hazırlayalım.',
    },
    en: {
      title: 'Why do you want to learn English?',
      description:
        'Choose the purpose that fits you best and we will shape your programme around it.',
    },
  },
  6: {
    tr: {
      title: 'Nelerle ilgileniyorsun?',
      description:
        'Okuma ve dinleme içeriklerini ilgi alanlarına göre seçelim. En fazla 10 tane seçebilirsin.',
    },
    en: {
      title: 'What are you interested in?',
      description: 'We pick reading and listening content around your interests. Choose up to 10.',
    },
  },
};

export const STUDENT_ANSWER_SEED = [
  { alias: 'yes', tr: 'Evet, öğrenciyim', en: 'Yes, I am a student' },
  { alias: 'no', tr: 'Hayır, öğrenci değilim', en: 'No, I am not a student' },
] as const;

interface ChoiceSeed {
  alias: string;
  tr: string;
  en: string;
  trDescription?: string;
  enDescription?: string;
  dailyGoalMinutes?: number;
  focusSkills: Skill[];
}

export const PURPOSE_SEED: readonly ChoiceSeed[] = [
  {
    alias: 'career',
    tr: 'İş ve kariyer',
    en: 'Work and career',
    trDescription: 'Toplantılarda, e-postalarda ve iş görüşmelerinde İngilizce kullanmak',
    enDescription: 'Using English in meetings, emails and job interviews',
    dailyGoalMinutes: 20,
    focusSkills: ['speaking', 'writing', 'vocabulary'],
  },
  {
    alias: 'exam',
    tr: 'Sınava hazırlık (YDS, YÖKDİL, IELTS, TOEFL)',
    en: 'Exam preparation (YDS, YÖKDİL, IELTS, TOEFL)',
    trDescription: 'Okuma, dil bilgisi ve kelime bilgisinde sınav düzeyine ulaşmak',
    enDescription: 'Reaching exam level in reading, grammar and vocabulary',
    dailyGoalMinutes: 30,
    focusSkills: ['reading', 'grammar', 'vocabulary'],
  },
  {
    alias: 'academic',
    tr: 'Okul ve akademik çalışmalar',
    en: 'School and academic studies',
    trDescription: 'Derslerde, makalelerde ve ödevlerde İngilizceyi rahat kullanmak',
    enDescription: 'Handling English in classes, articles and assignments',
    dailyGoalMinutes: 25,
    focusSkills: ['reading', 'writing', 'grammar'],
  },
  {
    alias: 'travel',
    tr: 'Seyahat',
    en: 'Travel',
    trDescription: 'Yurt dışında yolunu bulmak, sipariş vermek ve sohbet etmek',
    enDescription: 'Finding your way, ordering and chatting abroad',
    dailyGoalMinutes: 15,
    focusSkills: ['speaking', 'listening', 'vocabulary'],
  },
  {
    alias: 'abroad',
    tr: 'Yurt dışında yaşamak ya da çalışmak',
    en: 'Living or working abroad',
    trDescription: 'Günlük hayatta ve iş yerinde kendini rahatça ifade etmek',
    enDescription: 'Expressing yourself with ease in daily life and at work',
    dailyGoalMinutes: 25,
    focusSkills: ['speaking', 'listening', 'writing'],
  },
  {
    alias: 'communication',
    tr: 'Yeni insanlarla tanışmak ve sohbet etmek',
    en: 'Meeting new people and chatting',
    trDescription: 'Dünyanın her yerinden insanlarla rahatça konuşmak',
    enDescription: 'Talking comfortably with people from all over the world',
    dailyGoalMinutes: 15,
    focusSkills: ['speaking', 'listening'],
  },
  {
    alias: 'children',
    tr: 'Çocuğumun derslerine destek olmak',
    en: "Helping with my child's lessons",
    trDescription: 'Okulda öğrenilen İngilizceyi birlikte tekrar etmek',
    enDescription: 'Going over school English together',
    dailyGoalMinutes: 15,
    focusSkills: ['vocabulary', 'grammar', 'reading'],
  },
  {
    alias: 'hobby',
    tr: 'Kişisel gelişim ve keyif için',
    en: 'Personal growth and fun',
    trDescription: 'Dizi, film, kitap ve müziği İngilizce takip etmek',
    enDescription: 'Following series, films, books and music in English',
    dailyGoalMinutes: 10,
    focusSkills: ['listening', 'reading', 'vocabulary'],
  },
];

export const INTEREST_SEED: readonly ChoiceSeed[] = [
  {
    alias: 'movies-series',
    tr: 'Film ve diziler',
    en: 'Films and TV series',
    focusSkills: ['listening'],
  },
  { alias: 'music', tr: 'Müzik', en: 'Music', focusSkills: ['listening'] },
  {
    alias: 'books',
    tr: 'Kitaplar ve edebiyat',
    en: 'Books and literature',
    focusSkills: ['reading'],
  },
  {
    alias: 'travel',
    tr: 'Seyahat ve kültürler',
    en: 'Travel and cultures',
    focusSkills: ['speaking'],
  },
  { alias: 'technology', tr: 'Teknoloji', en: 'Technology', focusSkills: ['reading'] },
  { alias: 'science', tr: 'Bilim', en: 'Science', focusSkills: ['reading'] },
  { alias: 'sports', tr: 'Spor', en: 'Sports', focusSkills: ['listening'] },
  {
    alias: 'games',
    tr: 'Video oyunları',
    en: 'Video games',
    focusSkills: ['listening', 'vocabulary'],
  },
  { alias: 'food', tr: 'Yemek ve mutfak', en: 'Food and cooking', focusSkills: ['vocabulary'] },
  {
    alias: 'business',
    tr: 'İş dünyası ve ekonomi',
    en: 'Business and economics',
    focusSkills: ['reading', 'writing'],
  },
  {
    alias: 'health',
    tr: 'Sağlıklı yaşam ve spor',
    en: 'Health and fitness',
    focusSkills: ['vocabulary'],
  },
  { alias: 'art', tr: 'Sanat ve tasarım', en: 'Art and design', focusSkills: ['vocabulary'] },
  { alias: 'history', tr: 'Tarih', en: 'History', focusSkills: ['reading'] },
  { alias: 'nature', tr: 'Doğa ve hayvanlar', en: 'Nature and animals', focusSkills: ['reading'] },
  {
    alias: 'news',
    tr: 'Güncel olaylar ve haberler',
    en: 'News and current affairs',
    focusSkills: ['listening', 'reading'],
  },
  { alias: 'fashion', tr: 'Moda', en: 'Fashion', focusSkills: ['vocabulary'] },
  { alias: 'social-media', tr: 'Sosyal medya', en: 'Social media', focusSkills: ['writing'] },
  { alias: 'podcasts', tr: 'Podcast’ler', en: 'Podcasts', focusSkills: ['listening'] },
  { alias: 'photography', tr: 'Fotoğrafçılık', en: 'Photography', focusSkills: ['vocabulary'] },
  { alias: 'psychology', tr: 'Psikoloji', en: 'Psychology', focusSkills: ['reading'] },
];
