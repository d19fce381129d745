/** The first published version of the agreements a new account approves. */
export const CONTRACT_SEED = [
  {
    alias: 'terms-of-use',
    localizations: [
      {
        cultureName: 'tr-TR',
        title: 'Kullanım Koşulları',
        content: `# Kullanım Koşulları

Yek English'e hoş geldiniz. Hizmeti kullanarak aşağıdaki koşulları kabul etmiş olursunuz.

## 1. Hizmet
Yek English, Türkçe konuşanlar için günlük görevler, dersler, kütüphane ve sınavlardan oluşan bir İngilizce öğrenme hizmetidir. İçerikler kişisel ve ticari olmayan kullanımınız içindir.

## 2. Hesap
Hesap bilgilerinizin doğru ve güncel olmasından, şifrenizin gizliliğinden siz sorumlusunuz. Hesabınızda yetkisiz bir işlem fark ederseniz bize hemen bildirin.

## 3. Deneme süresi ve paketler
Yeni hesaplar bir kez ücretsiz deneme süresinden yararlanabilir. Deneme süresi bittiğinde öğrenmeye devam etmek için mobil uygulama üzerinden bir paket satın almanız gerekir. Ödeme ve iade koşulları ilgili uygulama mağazasının kurallarına tabidir.

## 4. Kullanım kuralları
Hizmeti yasalara aykırı amaçlarla kullanamaz, başkalarının hesaplarına erişmeye çalışamaz, içerikleri kopyalayıp dağıtamaz ve hizmetin işleyişini bozacak girişimlerde bulunamazsınız.

## 5. Değişiklikler
Bu koşulları güncelleyebiliriz. Önemli değişikliklerde yeni sürümü onayınıza sunarız.

## 6. İletişim
Sorularınız için destek@yek.local adresine yazabilirsiniz.`,
      },
      {
        cultureName: 'en-US',
        title: 'Terms of Use',
        content: `# Terms of Use

Welcome to Yek English. By using the service you accept the terms below.

## 1. The service
Yek English is an English-learning service for Turkish speakers made of daily tasks, lectures, a library and exams. Its content is for your personal, non-commercial use.

## 2. Your account
You are responsible for keeping your account details accurate and your password secret. Tell us at once if you notice activity you did not authorise.

## 3. Trial and plans
A new account may use one free trial. When the trial ends, a plan must be bought in the mobile app to continue learning. Payments and refunds follow the rules of the app store used.

## 4. Acceptable use
You may not use the service for unlawful purposes, try to access other people's accounts, copy and distribute its content, or attempt to disrupt it.

## 5. Changes
We may update these terms. When a change matters, we will ask you to approve the new version.

## 6. Contact
Write to destek@yek.local with any question.`,
      },
    ],
  },
  {
    alias: 'privacy-consent',
    localizations: [
      {
        cultureName: 'tr-TR',
        title: 'Kişisel Verilerin İşlenmesine İlişkin Açık Rıza',
        content: `# Kişisel Verilerin İşlenmesine İlişkin Açık Rıza

6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında, Yek English olarak kişisel verilerinizi aşağıdaki amaçlarla işliyoruz.

## İşlenen veriler
Ad, soyad, e-posta adresi, telefon numarası, doğum tarihi, şehir, meslek, eğitim ve ilgi alanı bilgileriniz; görev cevaplarınız, ses kayıtlarınız ve öğrenme ilerlemeniz.

## Amaçlar
Hesabınızı oluşturmak ve doğrulamak, size uygun bir öğrenme programı sunmak, cevaplarınızı değerlendirmek, paketinizi yönetmek ve izin verdiyseniz sizinle e-posta veya SMS ile iletişim kurmak.

## Saklama ve aktarım
Verileriniz hizmet süresince ve yasal saklama süreleri boyunca güvenli biçimde saklanır; yalnızca hizmetin işleyişi için gerekli olan altyapı sağlayıcılarıyla paylaşılır.

## Haklarınız
Verilerinize erişme, düzeltilmesini veya silinmesini isteme ve rızanızı geri alma hakkına sahipsiniz. Talepleriniz için destek@yek.local adresine yazabilirsiniz.`,
      },
      {
        cultureName: 'en-US',
        title: 'Consent to the Processing of Personal Data',
        content: `# Consent to the Processing of Personal Data

Under Turkey's Personal Data Protection Law No. 6698, Yek English processes your personal data for the purposes below.

## Data processed
Your name, surname, email address, phone number, date of birth, city, occupation, education and interests; your task answers, voice recordings and learning progress.

## Purposes
To create and verify your account, offer a learning programme that suits you, assess your answers, manage your plan and, if you allow it, contact you by email or SMS.

## Storage and transfer
Your data is kept securely for as long as you use the service and for the periods the law requires, and is shared only with the infrastructure providers needed to run the service.

## Your rights
You may ask to see, correct or delete your data and withdraw your consent. Write to destek@yek.local for any request.`,
      },
    ],
  },
] as const;

export const SLIDER_SEED = [
  {
    imageFilePath: '/images/slides/daily-tasks.svg',
    tr: {
      title: 'Her gün yeni bir görev',
      description: '<p>365 günlük programla her gün ders, okuma, dinleme, yazma ve konuşma.</p>',
    },
    en: {
      title: 'A new task every day',
      description:
        '<p>A 365-day programme: a lecture, reading, listening, writing and speaking every day.</p>',
    },
  },
  {
    imageFilePath: '/images/slides/library.svg',
    tr: {
      title: 'Seviyene uygun kitaplar',
      description: '<p>Kütüphanede A1’den C1’e kadar okunacak ve dinlenecek kitaplar.</p>',
    },
    en: {
      title: 'Books at your level',
      description: '<p>A library of books to read and listen to, from A1 to C1.</p>',
    },
  },
  {
    imageFilePath: '/images/slides/dictionary.svg',
    tr: {
      title: 'Kendi sözlüğünü oluştur',
      description: '<p>Okurken bilmediğin kelimeye dokun, anlamını gör ve sözlüğüne kaydet.</p>',
    },
    en: {
      title: 'Build your own dictionary',
      description: '<p>Tap a word you do not know while reading, see its meaning and save it.</p>',
    },
  },
] as const;
