/**
 * The legal texts of the product (KVKK, Law 6698; consumer law, Law 6502), as published by the
 * seed. `{{…}}` placeholders are filled when a text is served (reference/legal-values.ts): the
 * operator's identity comes from its settings (OPERATOR_*), the periods from the retention
 * settings, so the texts say what the product does. Legal texts address the reader as *siz*.
 */

const PRIVACY_NOTICE_TR = `# Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni

Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, Yek English hizmetini kullananları bilgilendirmek için hazırlanmıştır. Bu bir onay metni değildir: hizmeti kullanmak için bir şey onaylamanız gerekmez.

## 1. Veri sorumlusu
- Unvan: {{operator.name}}
- Adres: {{operator.address}}
- MERSİS numarası: {{operator.mersis}}
- KEP adresi: {{operator.kep}}
- E-posta: {{operator.email}}

## 2. İşlenen kişisel veriler
- **Kimlik ve iletişim:** ad, soyad, e-posta adresi, telefon numarası; yüklerseniz profil fotoğrafı.
- **Hesap ve güvenlik:** şifrenizin geri çevrilemez özeti (şifrenin kendisi saklanmaz), doğrulama kodlarının özetleri, giriş kayıtları (tarih ve oturum), sunucu güvenlik kayıtlarındaki IP adresi.
- **Tanışma soruları:** doğum tarihi, cinsiyet (belirtmemeyi seçebilirsiniz), şehir ve ilçe, meslek, eğitim durumu, İngilizce öğrenme amacınız ve ilgi alanlarınız.
- **Öğrenme verileri:** görev, sınav ve kurs cevaplarınız, puanlarınız, yazdığınız metinler, konuşma etkinliklerindeki ses kayıtlarınız ve bunların otomatik değerlendirmesi, sözlüğünüze kaydettiğiniz kelimeler, okuma ilerlemeniz, çalışma hatırlatıcısı tercihleriniz.
- **Satın alma:** paket ve deneme süresi bilgileri, uygulama mağazasının işlem numaraları ve tarihleri. Kart bilgileriniz bize ulaşmaz; ödemeyi uygulama mağazası alır.
- **Onaylar ve izinler:** onayladığınız metinlerin sürümü ve tarihi, e-posta ve SMS izinleriniz.

Özel nitelikli kişisel veri (KVKK m. 6) işlemiyoruz. Ses kayıtlarınız yalnızca telaffuzunuzu değerlendirmek için kullanılır, kimliğinizi tespit etmek için kullanılmaz; bu nedenle biyometrik veri olarak işlenmez.

## 3. Toplama yöntemi
Verileriniz elektronik ortamda, otomatik ve kısmen otomatik yollarla toplanır: kayıt, profil ve tanışma formlarından; uygulamadaki etkinliklere verdiğiniz cevaplardan ve tarayıcınızın mikrofonuyla yaptığınız kayıtlardan; Google veya Apple hesabıyla giriş yaptığınızda bu sağlayıcının bize ilettiği ad ve e-posta adresinden; satın almalarda uygulama mağazasının bildiriminden.

## 4. Amaçlar ve hukuki sebepler
- **Hesabınızı açmak, doğrulamak, giriş yapmanızı sağlamak.** Veriler: kimlik, iletişim, hesap. Hukuki sebep: sözleşmenin kurulması ve ifası (KVKK m. 5/2-c).
- **365 günlük programı, seviye belirleme ve seviye sınavlarını sunmak; cevaplarınızı puanlamak, ilerlemenizi göstermek.** Veriler: öğrenme verileri, tanışma soruları. Hukuki sebep: sözleşmenin ifası (m. 5/2-c).
- **Seçtiğiniz kanaldan çalışma hatırlatıcısı göndermek.** Veriler: iletişim, hatırlatıcı tercihi. Hukuki sebep: sözleşmenin ifası (m. 5/2-c); SMS için ayrıca SMS izniniz.
- **Paketinizi ve deneme sürenizi yönetmek, mali kayıtları tutmak.** Veriler: satın alma. Hukuki sebep: sözleşmenin ifası (m. 5/2-c), hukuki yükümlülük (m. 5/2-ç; 213 sayılı Vergi Usul Kanunu, 6102 sayılı Türk Ticaret Kanunu).
- **Hizmetin ve hesabınızın güvenliği, kötüye kullanımın önlenmesi, yedekleme.** Veriler: hesap ve güvenlik kayıtları. Hukuki sebep: meşru menfaat (m. 5/2-f).
- **Başvurularınızı ve şikâyetlerinizi cevaplamak, uyuşmazlıklarda haklarımızı korumak.** Veriler: ilgili tüm veriler. Hukuki sebep: hukuki yükümlülük (m. 5/2-ç), bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e).
- **Yenilik, paket ve kampanyalar hakkında ileti göndermek.** Veriler: ad, e-posta adresi, telefon numarası. Hukuki sebep: açık rızanız (m. 5/1) ve 6563 sayılı Kanun kapsamındaki onayınız; isteğe bağlıdır (Açık Rıza Metni).

## 5. Otomatik değerlendirme
Cevaplarınız, yazılarınızın biçimsel özellikleri ve ses kayıtlarınızdaki telaffuz otomatik olarak puanlanır; seviyeniz ve programınız bu sonuçlara göre belirlenir. Bir sonucun aleyhinize olduğunu düşünüyorsanız KVKK m. 11/1-g uyarınca itiraz edebilirsiniz; itirazınızı bir kişi inceler ve sonucu size bildirir.

## 6. Aktarım
- **Yurt içinde:** hizmetin barındırıldığı altyapı sağlayıcıları; e-posta ve SMS hizmet sağlayıcıları (yalnızca iletiyi ulaştırmak için gereken iletişim bilginiz); talep hâlinde yetkili kamu kurum ve kuruluşları ile yargı mercileri (m. 8; m. 5/2-ç ve 5/2-e).
- **Yurt dışına (KVKK m. 9):** uygulama içi satın almalar Apple (App Store) ve Google (Google Play) tarafından, Google veya Apple hesabıyla giriş bu şirketler tarafından, kendi sorumluluklarında ve yurt dışındaki sistemlerinde işlenir. Altyapı, e-posta veya SMS hizmetini yurt dışında yerleşik bir sağlayıcıdan aldığımızda aktarım, Kişisel Verileri Koruma Kurulu'na bildirilen standart sözleşme gibi KVKK m. 9'da öngörülen uygun güvencelerle yapılır. Verilerinizin aktarıldığı sağlayıcıların güncel listesini {{operator.email}} adresinden isteyebilirsiniz.

## 7. Saklama süreleri
- **Hesap ve öğrenme verileri:** hesabınız açık olduğu sürece. Hesabınızı Profil sayfasındaki "Verilerin" bölümünden sildiğinizde hemen silinir; yedek kopyalardan, saklanan son {{backup.keep}} yedek yenilendikçe kalkar.
- **Ses kayıtları:** kaydedildikleri günden {{retention.recordingDays}} gün sonra silinir. Puanınız ve geri bildirimi kalır.
- **Doğrulanmamış hesaplar:** e-posta adresi veya telefon numarası doğrulanmamış ve {{retention.unverifiedAccountDays}} gün boyunca giriş yapılmamış hesaplar tümüyle silinir.
- **Satın alma kayıtları:** vergi ve ticaret mevzuatı gereği 10 yıl; hesabınız silindiğinde adınız ve iletişim bilgilerinizle bağı koparılır.
- Süresi dolan veriler silinir, yok edilir veya anonim hâle getirilir.

## 8. Haklarınız (KVKK m. 11)
Veri sorumlusuna başvurarak:
- a) kişisel verilerinizin işlenip işlenmediğini öğrenme,
- b) işlenmişse buna ilişkin bilgi talep etme,
- c) işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,
- ç) yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,
- d) eksik veya yanlış işlenmişse düzeltilmesini isteme,
- e) KVKK m. 7'deki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,
- f) (d) ve (e) bentlerine göre yapılan işlemlerin, verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,
- g) işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,
- ğ) kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme

haklarına sahipsiniz. Bilgilerinizi Profil sayfasında düzeltebilir, "Verilerin" bölümünden tüm verilerinizi indirebilir ve hesabınızı silebilirsiniz.

## 9. Başvuru yolu
Başvurunuzu, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak; yukarıdaki adrese ıslak imzalı yazıyla, KEP adresimize güvenli elektronik imza veya mobil imzayla ya da hesabınıza kayıtlı e-posta adresinizden {{operator.email}} adresine gönderebilirsiniz. Başvurunuzda adınız, soyadınız, iletişim bilginiz ve talebiniz açıkça yer almalıdır.

Başvurunuz en geç **30 gün** içinde ücretsiz olarak sonuçlandırılır; işlem ayrıca bir maliyet gerektirirse Kişisel Verileri Koruma Kurulu'nun belirlediği tarifeye göre ücret alınabilir. Başvurunuz reddedilirse, cevabı yetersiz bulursanız veya süresinde cevap verilmezse, cevabı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde **Kişisel Verileri Koruma Kurulu'na şikâyette** bulunabilirsiniz (KVKK m. 14).

## 10. 18 yaşından küçükler
Yek English 13 yaşından küçükler için değildir; doğum tarihi 13 yaşından küçük olduğunu gösteren kişi kaydını tamamlayamaz. 13–17 yaş arasındaki kullanıcılar hesabı velisinin veya vasisinin bilgisi ve izniyle kullanmalıdır. Veli veya vasi, çocuğu adına bu metindeki hakları kullanabilir ve hesabın silinmesini isteyebilir.

## 11. Değişiklikler
Bu metin değiştiğinde yeni sürümü bu sayfada yayımlanır; hizmeti kullanırken her zaman güncel sürümü okuyabilirsiniz.`;

const PRIVACY_NOTICE_EN = `# Privacy Notice

This notice tells the people who use Yek English how their personal data is processed, as article 10 of Turkey's Personal Data Protection Law No. 6698 ("KVKK") and the Communiqué on the Obligation to Inform require. It is not an agreement: you do not need to approve anything to use the service.

## 1. Data controller
- Name: {{operator.name}}
- Address: {{operator.address}}
- MERSİS number: {{operator.mersis}}
- Registered electronic mail (KEP): {{operator.kep}}
- Email: {{operator.email}}

## 2. The personal data processed
- **Identity and contact:** name, surname, email address, phone number; your profile photo if you upload one.
- **Account and security:** an irreversible digest of your password (the password itself is never stored), digests of verification codes, sign-in records (date and session), and the IP address in our security logs.
- **Setup questions:** date of birth, gender (you may choose not to say), city and district, occupation, education, why you are learning English and your interests.
- **Learning data:** your answers in tasks, exams and courses, your scores, the texts you write, your recordings in speaking activities and their automatic assessment, the words you save to your dictionary, your reading progress and your study reminder settings.
- **Purchases:** plan and trial details, the app store's transaction numbers and dates. Your card details never reach us; the app store takes the payment.
- **Approvals and permissions:** the version and date of the texts you approved, your email and SMS permissions.

We do not process special categories of personal data (KVKK art. 6). Your recordings are used only to assess your pronunciation, never to identify you, so they are not processed as biometric data.

## 3. How the data is collected
Electronically, by automatic and partly automatic means: from the sign-up, profile and setup forms; from your answers in the activities and the recordings you make with your browser's microphone; from the name and email address Google or Apple sends us when you sign in with them; and from the app store's notice when you buy a plan.

## 4. Purposes and legal grounds
- **Opening and verifying your account, signing you in.** Data: identity, contact, account. Legal ground: making and performing the agreement (KVKK art. 5/2-c).
- **Offering the 365-day programme, the placement test and level exams; scoring your answers and showing your progress.** Data: learning data, setup questions. Legal ground: performing the agreement (art. 5/2-c).
- **Sending study reminders by the channel you choose.** Data: contact, reminder settings. Legal ground: performing the agreement (art. 5/2-c); for SMS also your SMS permission.
- **Managing your plan and trial, keeping financial records.** Data: purchases. Legal ground: performing the agreement (art. 5/2-c), legal obligation (art. 5/2-ç; Tax Procedure Law No. 213, Turkish Commercial Code No. 6102).
- **Keeping the service and your account secure, preventing abuse, backups.** Data: account and security records. Legal ground: legitimate interest (art. 5/2-f).
- **Answering your requests and complaints, protecting our rights in a dispute.** Data: the data concerned. Legal ground: legal obligation (art. 5/2-ç), establishing, exercising or protecting a right (art. 5/2-e).
- **Sending messages about new features, plans and offers.** Data: name, email address, phone number. Legal ground: your explicit consent (art. 5/1) and your approval under Law No. 6563; optional (Explicit Consent).

## 5. Automatic assessment
Your answers, the form of your writing and the pronunciation in your recordings are scored automatically, and your level and programme follow from these results. If you think a result works against you, you may object under KVKK art. 11/1-g; a person reviews your objection and tells you the outcome.

## 6. Transfers
- **Within Turkey:** the infrastructure providers that host the service; email and SMS service providers (only the contact detail needed to deliver a message); public authorities and courts when they lawfully ask (art. 8; art. 5/2-ç and 5/2-e).
- **Abroad (KVKK art. 9):** in-app purchases are processed by Apple (App Store) and Google (Google Play), and signing in with a Google or Apple account by those companies, under their own responsibility and on their systems abroad. When we use an infrastructure, email or SMS provider established abroad, the transfer relies on one of the appropriate safeguards of KVKK art. 9, such as the standard transfer clauses notified to the Personal Data Protection Board. You can ask for the current list of providers at {{operator.email}}.

## 7. How long data is kept
- **Account and learning data:** while your account is open. When you delete your account in the "Your data" section of your profile it is erased at once, and leaves the backups as the last {{backup.keep}} backups kept are replaced.
- **Recordings:** erased {{retention.recordingDays}} days after they were made. Your score and its feedback stay.
- **Unverified accounts:** an account whose email address or phone number was never verified and that nobody has signed in to for {{retention.unverifiedAccountDays}} days is erased entirely.
- **Purchase records:** 10 years, as tax and commercial law require; when your account is deleted they are no longer linked to your name or contact details.
- Data whose period is over is erased, destroyed or anonymised.

## 8. Your rights (KVKK art. 11)
By applying to the data controller you may:
- a) learn whether your personal data is processed,
- b) ask for information about it if it is,
- c) learn the purpose of the processing and whether the data is used for that purpose,
- ç) know the third parties in Turkey or abroad to whom it is transferred,
- d) ask for it to be corrected if it is incomplete or wrong,
- e) ask for it to be erased or destroyed under the conditions of KVKK art. 7,
- f) ask for the steps taken under (d) and (e) to be notified to the third parties it was transferred to,
- g) object to a result against you that comes solely from analysis by automated systems,
- ğ) claim compensation if you suffer damage because of unlawful processing.

You can also correct your details in your profile, and download all your data or delete your account in its "Your data" section.

## 9. How to apply
Under the Communiqué on the Procedures and Principles of Application to the Data Controller, send your request in writing with a wet signature to the address above, to our KEP address with a secure electronic or mobile signature, or from the email address registered to your account to {{operator.email}}. Give your name, surname, contact details and what you ask for.

Your request is concluded free of charge within **30 days**; if it has a further cost, a fee may be charged under the Personal Data Protection Board's tariff. If your request is refused, you find the answer insufficient or no answer is given in time, you may **complain to the Personal Data Protection Board** within 30 days of learning the answer, and in any case within 60 days of your application (KVKK art. 14).

## 10. Users under 18
Yek English is not for children under 13; a person whose date of birth shows they are under 13 cannot complete sign-up. Users aged 13 to 17 should use the account with the knowledge and permission of a parent or guardian, who may use the rights in this notice for them and ask for the account to be deleted.

## 11. Changes
When this notice changes, the new version is published on this page; you can always read the current version while using the service.`;

const CONSENT_TR = `# Açık Rıza ve Ticari Elektronik İleti Onayı

Kayıt olurken veya Profil sayfanızda kampanya ve yeniliklerden **e-posta ile** ya da **SMS ile** haberdar olmak istediğinizi belirten kutuyu işaretlediğinizde:

- 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 5/1. maddesi uyarınca açık rızanızla; adınız, e-posta adresiniz ve telefon numaranız, {{operator.name}} tarafından Yek English'in yenilikleri, paketleri ve kampanyaları hakkında size ileti göndermek amacıyla işlenir ve bu iletileri ulaştıran e-posta ve SMS hizmet sağlayıcılarına aktarılır;
- 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun uyarınca, işaretlediğiniz kanaldan ticari elektronik ileti almayı onaylamış olursunuz.

SMS izni, çalışma hatırlatıcısını SMS ile almayı seçebilmeniz için de gereklidir.

**İzin vermek isteğe bağlıdır.** Vermezseniz hizmetin hiçbir bölümü kısıtlanmaz. İzninizi istediğiniz zaman, gerekçe göstermeden ve ücretsiz olarak Profil sayfasındaki kutunun işaretini kaldırarak geri alabilirsiniz; geri alma, geri aldığınız andan itibaren geçerlidir. Verdiğiniz ve geri aldığınız izinlerin tarihleri kayıt altında tutulur ve "Verilerin" bölümünden indirdiğiniz dosyada yer alır.

Verilerinizin işlenmesine ilişkin diğer bilgiler Aydınlatma Metni'ndedir.`;

const CONSENT_EN = `# Explicit Consent and Approval of Commercial Messages

When you tick the box saying you want to hear about offers and news **by email** or **by SMS**, at sign-up or in your profile:

- with your explicit consent under article 5/1 of Personal Data Protection Law No. 6698, {{operator.name}} processes your name, email address and phone number to send you messages about Yek English's new features, plans and offers, and passes them to the email and SMS providers that deliver these messages;
- you approve receiving commercial electronic messages by the channel you ticked, under Law No. 6563 on the Regulation of Electronic Commerce.

The SMS permission is also needed to choose study reminders by SMS.

**Giving permission is optional.** If you do not, no part of the service is limited. You can withdraw it at any time, without giving a reason and free of charge, by unticking the box in your profile; the withdrawal applies from that moment on. The dates you gave and withdrew permissions are recorded and included in the file you download in the "Your data" section.

The other details of how your data is processed are in the Privacy Notice.`;

const TERMS_TR = `# Kullanım Koşulları

## 1. Taraflar
Bu koşullar, Yek English hizmetini sunan {{operator.name}} ("Yek English", adres: {{operator.address}}, MERSİS: {{operator.mersis}}, KEP: {{operator.kep}}) ile hizmeti kullanan kişi ("Kullanıcı") arasındaki sözleşmedir. Kayıt olurken bu koşulları onayladığınızda sözleşme kurulur.

## 2. Tanımlar
- **Hizmet:** Yek English web uygulaması ve mobil uygulamaları üzerinden sunulan İngilizce öğrenme hizmeti: 365 günlük program, dersler, etkinlikler, seviye belirleme ve seviye sınavları, kütüphane, sözlük ve kurslar.
- **Hesap:** Kullanıcının hizmete giriş yaptığı kişisel hesap.
- **İçerik:** hizmetteki dersler, metinler, ses kayıtları, sorular, kitaplar ve diğer öğrenme malzemeleri.
- **Paket:** belirli bir süre boyunca hizmetin tamamını kullanma hakkı veren ücretli satın alma.
- **Deneme süresi:** bir hesabın bir kez ücretsiz kullanabildiği süre.
- **Mağaza:** Apple App Store veya Google Play.

## 3. Hesap
- Hizmeti 13 yaşını doldurmuş kişiler kullanabilir. 13–17 yaş arasındaki kullanıcılar velisinin veya vasisinin bilgisi ve izniyle kullanır.
- Kayıt bilgilerinizin doğru ve güncel olmasından, şifrenizin gizliliğinden siz sorumlusunuz. Hesabınızda izniniz dışında bir işlem fark ederseniz {{operator.email}} adresine hemen bildirin.
- Hesap kişiseldir; başkasına devredilemez ve paylaşılamaz.

## 4. Hizmet
- Program, cevaplarınızı ve ses kayıtlarınızı otomatik olarak puanlar. Otomatik puanlar öğrenmenize yol göstermek içindir; seviye sınavı belgeleri Yek English'in kendi sınav sonucunu gösterir ve resmî bir yeterlik belgesi değildir.
- Hizmeti geliştirmek için içerik ve özellikler değişebilir. Satın aldığınız paketin süresi boyunca hizmetin esaslı özelliklerini aleyhinize kısıtlamayız.
- Bakım ve beklenmedik arızalar sırasında hizmete kısa süre erişilemeyebilir; bu süreleri olabildiğince kısa tutarız.

## 5. Deneme süresi, paketler ve ödeme
- Yeni bir hesap deneme süresini bir kez kullanabilir. Deneme süresi bittiğinde öğrenmeye devam etmek için mobil uygulama üzerinden bir paket satın almanız gerekir.
- Paketlerin fiyatı, süresi ve yenilenmesi satın alma anında mağazada gösterilir; ödeme, yenileme ve iptal mağazanın kurallarına göre mağaza üzerinden yapılır.
- Bu sözleşme, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği kapsamında bir mesafeli sözleşmedir. Yönetmeliğin 15/1-ğ maddesi uyarınca, elektronik ortamda anında ifa edilen hizmetlerde ve tüketiciye anında teslim edilen gayrimaddi mallarda cayma hakkı kullanılamaz: paketin içeriğine erişim, satın alma onayınızla hemen başladığından cayma hakkınız bulunmaz. Hizmetin ayıplı olması hâlinde kanundan doğan haklarınız saklıdır. Mağazanın kendi iade olanakları ayrıca geçerlidir.

## 6. Kullanım kuralları
Hizmeti hukuka aykırı amaçlarla kullanamaz; başkalarının hesaplarına erişmeye çalışamaz; içeriği kopyalayıp çoğaltamaz, dağıtamaz veya satamaz; hizmetin işleyişini bozacak, otomatik araçlarla aşırı yük oluşturacak girişimlerde bulunamazsınız. Yazdığınız metinlerde ve kayıtlarınızda başkalarının haklarını ihlal eden içerik kullanamazsınız.

## 7. Fikrî haklar
İçeriğin ve yazılımın fikrî hakları Yek English'e veya lisans verenlerine aittir; size yalnızca kişisel ve ticari olmayan öğrenme amacıyla, hesabınız açık olduğu sürece kullanma hakkı tanınır. Yazdığınız metinler ve kayıtlarınız size aittir; bunları yalnızca hizmeti size sunmak için işleriz.

## 8. Sorumluluk
Yek English, hizmeti özenle sunmakla yükümlüdür. Kanunen sınırlanamayan haller (kast, ağır kusur, kişilik haklarına ve sağlığa verilen zararlar) ile tüketici olarak kanundan doğan haklarınız saklı kalmak üzere; hizmete erişiminiz için kullandığınız cihaz ve internet bağlantısından, mağazanın işlemlerinden ve hesabınızın sizin kusurunuzla başkalarınca kullanılmasından doğan zararlardan sorumlu değildir. Otomatik puanlar ve seviye sonuçları bir sınavda veya işte belirli bir sonuç elde edeceğiniz anlamına gelmez.

## 9. Sözleşmenin sona ermesi
- Hesabınızı istediğiniz zaman Profil sayfasındaki "Verilerin" bölümünden silebilirsiniz; sözleşme bu anda sona erer. Mağazadaki otomatik yenilemeyi ayrıca mağazadan iptal etmeniz gerekir.
- Bu koşulları esaslı biçimde ihlal ederseniz Yek English, size e-postayla bildirerek hesabınızı askıya alabilir veya sözleşmeyi feshedebilir; ihlal giderilebilecek nitelikteyse önce giderilmesi için makul bir süre verir.

## 10. Kişisel veriler
Kişisel verileriniz Aydınlatma Metni'nde açıklandığı gibi işlenir. İsteğe bağlı iletişim izinleri Açık Rıza ve Ticari Elektronik İleti Onayı metnindedir.

## 11. Değişiklikler
Bu koşulları güncelleyebiliriz. Haklarınızı etkileyen bir değişiklikte yeni sürüm, hizmeti kullanmaya devam etmeden önce onayınıza sunulur; onaylamazsanız hesabınızı silerek sözleşmeyi sona erdirebilirsiniz.

## 12. Bildirimler
Size yapılacak bildirimler hesabınıza kayıtlı e-posta adresine gönderilir. Bize {{operator.email}} adresinden, KEP adresimizden veya yukarıdaki posta adresinden ulaşabilirsiniz.

## 13. Uygulanacak hukuk ve uyuşmazlıklar
Bu sözleşmeye Türk hukuku uygulanır. Uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar içinde yerleşim yerinizdeki veya işlemin yapıldığı yerdeki tüketici hakem heyetlerine, bu sınırların üzerindeki uyuşmazlıklarda tüketici mahkemelerine başvurabilirsiniz.

## 14. Yürürlük
Bu koşullar, kayıt sırasında elektronik ortamda onaylamanızla yürürlüğe girer. Onayladığınız sürüm ve tarihi hesabınızda saklanır; metnin bu sürümüne her zaman bu sayfadan ulaşabilirsiniz.`;

const TERMS_EN = `# Terms of Use

## 1. Parties
These terms are the agreement between {{operator.name}}, which provides the Yek English service ("Yek English"; address: {{operator.address}}; MERSİS: {{operator.mersis}}; KEP: {{operator.kep}}), and the person who uses the service (the "User"). The agreement is made when you approve these terms at sign-up.

## 2. Definitions
- **Service:** the English-learning service offered through the Yek English web app and mobile apps: the 365-day programme, lectures, activities, the placement test and level exams, the library, the dictionary and courses.
- **Account:** the personal account the User signs in to.
- **Content:** the lectures, texts, audio, questions, books and other learning materials of the service.
- **Plan:** a paid purchase that gives the right to use the whole service for a period.
- **Trial:** the free days an account may use once.
- **Store:** the Apple App Store or Google Play.

## 3. Your account
- The service is for people aged 13 or over. Users aged 13 to 17 use it with the knowledge and permission of a parent or guardian.
- You are responsible for keeping your details accurate and current and your password secret. Tell us at once at {{operator.email}} if you notice activity on your account that you did not allow.
- The account is personal; it may not be transferred or shared.

## 4. The service
- The programme scores your answers and recordings automatically. Automatic scores are there to guide your learning; level exam certificates show the result of Yek English's own exam and are not an official qualification.
- Content and features may change as the service improves. During a plan you bought we do not restrict the service's essential features to your disadvantage.
- The service may be briefly unavailable during maintenance or unexpected faults; we keep such times as short as we can.

## 5. Trial, plans and payment
- A new account may use the trial once. When the trial ends, a plan must be bought in the mobile app to continue learning.
- A plan's price, length and renewal are shown in the store when you buy it; payment, renewal and cancellation go through the store under its rules.
- This agreement is made at a distance under Consumer Protection Law No. 6502 and its regulation on agreements made at a distance (Mesafeli Sözleşmeler Yönetmeliği). Under article 15/1-ğ of that regulation, the right of withdrawal does not apply to services performed instantly in electronic form or to intangible goods delivered instantly: as access to a plan's content begins at once with your approval of the purchase, you have no right of withdrawal. Your statutory rights if the service is defective are unaffected, and the store's own refund options also apply.

## 6. Acceptable use
You may not use the service for unlawful purposes, try to access other people's accounts, copy, reproduce, distribute or sell the content, or attempt to disrupt the service or overload it with automated tools. Your texts and recordings must not infringe the rights of others.

## 7. Intellectual property
The rights in the content and the software belong to Yek English or its licensors; you are given the right to use them for your personal, non-commercial learning while your account is open. The texts you write and your recordings are yours; we process them only to provide the service to you.

## 8. Liability
Yek English must provide the service with due care. Except where liability cannot be limited by law (intent, gross negligence, harm to personal rights and health) and without affecting your statutory rights as a consumer, Yek English is not liable for losses arising from the device and internet connection you use to reach the service, from the store's transactions, or from others using your account through your fault. Automatic scores and level results do not mean you will obtain a given result in an exam or at work.

## 9. Ending the agreement
- You may delete your account at any time in the "Your data" section of your profile; the agreement ends at that moment. Automatic renewal in a store must be cancelled in that store.
- If you materially breach these terms, Yek English may suspend your account or end the agreement by telling you by email; where the breach can be remedied, it first gives you a reasonable time to remedy it.

## 10. Personal data
Your personal data is processed as the Privacy Notice explains. The optional communication permissions are described in the Explicit Consent and Approval of Commercial Messages.

## 11. Changes
We may update these terms. When a change affects your rights, the new version is put to you for approval before you continue using the service; if you do not approve it, you may end the agreement by deleting your account.

## 12. Notices
Notices to you are sent to the email address registered to your account. You can reach us at {{operator.email}}, at our KEP address or at the postal address above.

## 13. Governing law and disputes
Turkish law governs this agreement. In a dispute you may apply to the consumer arbitration committee where you live or where the transaction was made, within the monetary limits the Ministry of Trade announces each year, and to the consumer courts above those limits.

## 14. Entry into force
These terms come into force when you approve them electronically at sign-up. The version and date you approved are kept with your account; you can always read that version of the text on this page.`;

export interface LegalText {
  alias: string;
  /** The version the seed publishes (a newer version published by an operator is left alone). */
  version: number;
  localizations: { cultureName: string; title: string; content: string }[];
}

export const LEGAL_TEXTS: LegalText[] = [
  {
    alias: 'terms-of-use',
    version: 2,
    localizations: [
      { cultureName: 'tr-TR', title: 'Kullanım Koşulları', content: TERMS_TR },
      { cultureName: 'en-US', title: 'Terms of Use', content: TERMS_EN },
    ],
  },
  {
    alias: 'privacy-notice',
    version: 1,
    localizations: [
      { cultureName: 'tr-TR', title: 'Aydınlatma Metni', content: PRIVACY_NOTICE_TR },
      { cultureName: 'en-US', title: 'Privacy Notice', content: PRIVACY_NOTICE_EN },
    ],
  },
  {
    alias: 'explicit-consent',
    version: 1,
    localizations: [
      {
        cultureName: 'tr-TR',
        title: 'Açık Rıza ve Ticari Elektronik İleti Onayı',
        content: CONSENT_TR,
      },
      {
        cultureName: 'en-US',
        title: 'Explicit Consent and Approval of Commercial Messages',
        content: CONSENT_EN,
      },
    ],
  },
];
