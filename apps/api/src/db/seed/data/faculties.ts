type Name = readonly [tr: string, en: string];

/**
 * Faculties (and schools) of Turkish universities with common departments, plus secondary
 * education, since learners may be 13 and still at school.
 */
export const FACULTY_SEED: readonly { name: Name; departments: readonly Name[] }[] = [
  {
    name: ['Ortaöğretim (lise ve öncesi)', 'Secondary education (high school or below)'],
    departments: [
      ['Ortaokul', 'Middle school'],
      ['Lise', 'High school'],
      ['Meslek lisesi', 'Vocational high school'],
    ],
  },
  {
    name: ['Meslek Yüksekokulu', 'Vocational School'],
    departments: [
      ['Bilgisayar Programcılığı', 'Computer Programming'],
      ['Muhasebe ve Vergi Uygulamaları', 'Accounting and Tax Practice'],
      ['Dış Ticaret', 'Foreign Trade'],
      ['Tıbbi Laboratuvar Teknikleri', 'Medical Laboratory Techniques'],
      ['İlk ve Acil Yardım', 'First and Emergency Aid'],
      ['Turizm ve Otel İşletmeciliği', 'Tourism and Hotel Management'],
      ['Çocuk Gelişimi', 'Child Development'],
      ['Lojistik', 'Logistics'],
      ['Elektrik', 'Electricity'],
    ],
  },
  {
    name: ['Tıp Fakültesi', 'Faculty of Medicine'],
    departments: [['Tıp', 'Medicine']],
  },
  {
    name: ['Diş Hekimliği Fakültesi', 'Faculty of Dentistry'],
    departments: [['Diş Hekimliği', 'Dentistry']],
  },
  {
    name: ['Eczacılık Fakültesi', 'Faculty of Pharmacy'],
    departments: [['Eczacılık', 'Pharmacy']],
  },
  {
    name: ['Sağlık Bilimleri Fakültesi', 'Faculty of Health Sciences'],
    departments: [
      ['Hemşirelik', 'Nursing'],
      ['Ebelik', 'Midwifery'],
      ['Fizyoterapi ve Rehabilitasyon', 'Physiotherapy and Rehabilitation'],
      ['Beslenme ve Diyetetik', 'Nutrition and Dietetics'],
      ['Sağlık Yönetimi', 'Health Management'],
    ],
  },
  {
    name: ['Mühendislik Fakültesi', 'Faculty of Engineering'],
    departments: [
      ['Bilgisayar Mühendisliği', 'Computer Engineering'],
      ['Yazılım Mühendisliği', 'Software Engineering'],
      ['Elektrik-Elektronik Mühendisliği', 'Electrical and Electronics Engineering'],
      ['Makine Mühendisliği', 'Mechanical Engineering'],
      ['İnşaat Mühendisliği', 'Civil Engineering'],
      ['Endüstri Mühendisliği', 'Industrial Engineering'],
      ['Kimya Mühendisliği', 'Chemical Engineering'],
      ['Çevre Mühendisliği', 'Environmental Engineering'],
      ['Gıda Mühendisliği', 'Food Engineering'],
    ],
  },
  {
    name: ['Mimarlık Fakültesi', 'Faculty of Architecture'],
    departments: [
      ['Mimarlık', 'Architecture'],
      ['İç Mimarlık', 'Interior Architecture'],
      ['Şehir ve Bölge Planlama', 'Urban and Regional Planning'],
      ['Peyzaj Mimarlığı', 'Landscape Architecture'],
    ],
  },
  {
    name: ['Fen Fakültesi', 'Faculty of Science'],
    departments: [
      ['Matematik', 'Mathematics'],
      ['Fizik', 'Physics'],
      ['Kimya', 'Chemistry'],
      ['Biyoloji', 'Biology'],
      ['Moleküler Biyoloji ve Genetik', 'Molecular Biology and Genetics'],
      ['İstatistik', 'Statistics'],
    ],
  },
  {
    name: ['Edebiyat Fakültesi', 'Faculty of Letters'],
    departments: [
      ['Türk Dili ve Edebiyatı', 'Turkish Language and Literature'],
      ['İngiliz Dili ve Edebiyatı', 'English Language and Literature'],
      ['Mütercim-Tercümanlık', 'Translation and Interpreting'],
      ['Tarih', 'History'],
      ['Psikoloji', 'Psychology'],
      ['Sosyoloji', 'Sociology'],
      ['Felsefe', 'Philosophy'],
      ['Arkeoloji', 'Archaeology'],
    ],
  },
  {
    name: ['Eğitim Fakültesi', 'Faculty of Education'],
    departments: [
      ['İngilizce Öğretmenliği', 'English Language Teaching'],
      ['Sınıf Öğretmenliği', 'Primary School Teaching'],
      ['Okul Öncesi Öğretmenliği', 'Early Childhood Education'],
      ['Matematik Öğretmenliği', 'Mathematics Teaching'],
      ['Fen Bilgisi Öğretmenliği', 'Science Teaching'],
      ['Türkçe Öğretmenliği', 'Turkish Language Teaching'],
      ['Rehberlik ve Psikolojik Danışmanlık', 'Guidance and Psychological Counselling'],
      ['Özel Eğitim Öğretmenliği', 'Special Education Teaching'],
    ],
  },
  {
    name: [
      'İktisadi ve İdari Bilimler Fakültesi',
      'Faculty of Economics and Administrative Sciences',
    ],
    departments: [
      ['İşletme', 'Business Administration'],
      ['İktisat', 'Economics'],
      ['Siyaset Bilimi ve Kamu Yönetimi', 'Political Science and Public Administration'],
      ['Uluslararası İlişkiler', 'International Relations'],
      ['Maliye', 'Public Finance'],
      ['Ekonometri', 'Econometrics'],
      ['Çalışma Ekonomisi ve Endüstri İlişkileri', 'Labour Economics and Industrial Relations'],
      ['Uluslararası Ticaret ve Lojistik', 'International Trade and Logistics'],
    ],
  },
  {
    name: ['Hukuk Fakültesi', 'Faculty of Law'],
    departments: [['Hukuk', 'Law']],
  },
  {
    name: ['İletişim Fakültesi', 'Faculty of Communication'],
    departments: [
      ['Gazetecilik', 'Journalism'],
      ['Halkla İlişkiler ve Tanıtım', 'Public Relations and Publicity'],
      ['Radyo, Televizyon ve Sinema', 'Radio, Television and Cinema'],
      ['Yeni Medya ve İletişim', 'New Media and Communication'],
      ['Reklamcılık', 'Advertising'],
    ],
  },
  {
    name: ['Güzel Sanatlar Fakültesi', 'Faculty of Fine Arts'],
    departments: [
      ['Grafik Tasarımı', 'Graphic Design'],
      ['Resim', 'Painting'],
      ['Heykel', 'Sculpture'],
      ['Müzik', 'Music'],
      ['Moda ve Tekstil Tasarımı', 'Fashion and Textile Design'],
    ],
  },
  {
    name: ['Spor Bilimleri Fakültesi', 'Faculty of Sport Sciences'],
    departments: [
      ['Beden Eğitimi ve Spor Öğretmenliği', 'Physical Education and Sports Teaching'],
      ['Antrenörlük Eğitimi', 'Coaching Education'],
      ['Spor Yöneticiliği', 'Sport Management'],
      ['Rekreasyon', 'Recreation'],
    ],
  },
  {
    name: ['Turizm Fakültesi', 'Faculty of Tourism'],
    departments: [
      ['Turizm İşletmeciliği', 'Tourism Management'],
      ['Gastronomi ve Mutfak Sanatları', 'Gastronomy and Culinary Arts'],
      ['Turizm Rehberliği', 'Tourist Guiding'],
    ],
  },
  {
    name: ['Ziraat Fakültesi', 'Faculty of Agriculture'],
    departments: [
      ['Tarım Ekonomisi', 'Agricultural Economics'],
      ['Bahçe Bitkileri', 'Horticulture'],
      ['Tarla Bitkileri', 'Field Crops'],
      ['Zootekni', 'Animal Science'],
      ['Bitki Koruma', 'Plant Protection'],
    ],
  },
  {
    name: ['Veteriner Fakültesi', 'Faculty of Veterinary Medicine'],
    departments: [['Veteriner Hekimlik', 'Veterinary Medicine']],
  },
  {
    name: ['İlahiyat Fakültesi', 'Faculty of Theology'],
    departments: [['İlahiyat', 'Theology']],
  },
  {
    name: ['Denizcilik Fakültesi', 'Maritime Faculty'],
    departments: [
      [
        'Deniz Ulaştırma İşletme Mühendisliği',
        'Maritime Transportation and Management Engineering',
      ],
      ['Gemi Makineleri İşletme Mühendisliği', 'Marine Engineering'],
    ],
  },
  {
    name: ['Havacılık ve Uzay Bilimleri Fakültesi', 'Faculty of Aeronautics and Astronautics'],
    departments: [
      ['Pilotaj', 'Piloting'],
      ['Havacılık Yönetimi', 'Aviation Management'],
      ['Uçak Mühendisliği', 'Aircraft Engineering'],
    ],
  },
];
