import type { ApiCulture } from '@yek/contracts/common';

type Catalogue = Record<string, string>;

const tr: Catalogue = {
  VALIDATION_FAILED: 'Gönderilen bilgilerde hata var. Lütfen alanları kontrol edin.',
  BAD_REQUEST: 'İstek anlaşılamadı.',
  PAYLOAD_TOO_LARGE: 'Gönderilen veri çok büyük.',
  UNSUPPORTED_MEDIA_TYPE: 'Bu içerik türü desteklenmiyor.',
  AUTH_REQUIRED: 'Bu işlem için giriş yapmalısınız.',
  AUTH_INVALID_TOKEN: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  AUTH_INVALID_CREDENTIALS: 'E-posta/telefon numarası veya şifre hatalı.',
  AUTH_ACCOUNT_DISABLED: 'Bu hesap pasif durumda. Lütfen destek ekibiyle iletişime geçin.',
  AUTH_ACCOUNT_NOT_VERIFIED: 'Önce hesabınızı doğrulamalısınız.',
  AUTH_REFRESH_INVALID: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
  AUTH_PROVIDER_TOKEN_INVALID: 'Sosyal giriş doğrulanamadı. Lütfen tekrar deneyin.',
  EMAIL_TAKEN: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  PHONE_TAKEN: 'Bu telefon numarasıyla kayıtlı bir hesap zaten var.',
  PASSWORD_TOO_COMMON: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.',
  PASSWORD_MISMATCH: 'Şifreler eşleşmiyor.',
  OLD_PASSWORD_INCORRECT: 'Mevcut şifreniz hatalı.',
  CONTRACT_APPROVAL_REQUIRED: 'Devam etmek için sözleşmeleri onaylamalısınız.',
  OTP_INVALID: 'Doğrulama kodu hatalı.',
  OTP_EXPIRED: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
  OTP_TOO_MANY_ATTEMPTS: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyin.',
  OTP_SEND_TOO_SOON: 'Yeni kod isteyebilmek için {seconds} saniye bekleyin.',
  ALREADY_VERIFIED: 'Bu bilgi zaten doğrulanmış.',
  RATE_LIMITED: 'Çok fazla istek gönderdiniz. Lütfen {seconds} saniye sonra tekrar deneyin.',
  TASK_LECTURE_FIRST: 'Görevin sorularına geçmeden önce günün dersini tamamlamalısınız.',
  TASK_PREVIOUS_INCOMPLETE: 'Yeni göreve başlamadan önce önceki görevi tamamlamalısınız.',
  TASK_ALREADY_TAKEN_TODAY: 'Bugünün görevini zaten aldınız. Yarın yeni bir görev sizi bekliyor.',
  SUBSCRIPTION_REQUIRED: 'Bu içerik için aktif bir abonelik gerekir.',
  TRIAL_EXPIRED:
    'Deneme süreniz sona erdi. Devam etmek için mobil uygulamadan bir paket satın alın.',
  TRIAL_ALREADY_USED:
    'Ücretsiz deneme süresini daha önce kullandınız. Devam etmek için mobil uygulamadan bir paket satın alın.',
  TRIAL_NOT_AVAILABLE: 'Ücretsiz deneme yalnızca daha önce paket satın almamış hesaplar içindir.',
  REGISTRATION_ALREADY_COMPLETE:
    'Kurulumu tamamladınız; kayıt sorularına verdiğiniz cevaplar artık değiştirilemez.',
  PROMO_CODE_INVALID: 'Bu promosyon kodu geçersiz ya da süresi dolmuş.',
  STORE_NOTIFICATION_INVALID: 'Mağaza bildirimi doğrulanamadı.',
  STORE_NOT_CONFIGURED: 'Mağaza bağlantısı bu sunucuda yapılandırılmamış.',
  NOT_FOUND: 'Aradığınız kayıt bulunamadı.',
  FORBIDDEN: 'Bu işlem için yetkiniz yok.',
  CONFLICT: 'Kayıt başka bir işlemle çakıştı. Lütfen tekrar deneyin.',
  INTERNAL_ERROR:
    'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin. (İstek: {requestId})',
  'validation.required': 'Bu alan zorunludur.',
  'validation.email': 'Geçerli bir e-posta adresi girin.',
  'validation.phoneLength': 'Telefon numarası 8 ile 15 karakter arasında olmalıdır.',
  'validation.phoneFormat': 'Telefon numarası yalnızca rakam (ve başta +) içerebilir.',
  'validation.passwordMin': 'Şifre en az 8 karakter olmalıdır.',
  'validation.passwordMax': 'Şifre en fazla 256 karakter olabilir.',
  'validation.passwordUpper': 'Şifre en az bir büyük harf içermelidir.',
  'validation.passwordLower': 'Şifre en az bir küçük harf içermelidir.',
  'validation.passwordMatch': 'Şifreler eşleşmiyor.',
  'validation.otpDigits': 'Doğrulama kodu 5 haneli olmalıdır.',
  'validation.nameMax': 'En fazla 60 karakter girebilirsiniz.',
  'validation.contractRequired': 'Sözleşmeyi onaylamalısınız.',
  'validation.date': 'Geçerli bir tarih girin.',
  'validation.unknownField': 'Bu alan kabul edilmiyor.',
  'validation.invalid': 'Geçersiz değer.',
  'validation.birthdayFuture': 'Doğum tarihi bugünden sonra olamaz.',
  'validation.birthdayMinAge': 'Yek English’i kullanmak için en az 13 yaşında olmalısınız.',
  'validation.birthdayTooEarly': '1900 yılından önceki bir tarih girilemez.',
  'validation.optionNotFound': 'Seçtiğiniz seçenek bulunamadı.',
  'validation.departmentFaculty': 'Seçtiğiniz bölüm bu fakülteye ait değil.',
  'validation.interestCount': 'En az 1, en fazla 10 ilgi alanı seçin.',
  'validation.distinct': 'Aynı seçenek birden fazla kez seçilemez.',
  'validation.imageType': 'Yalnızca JPEG, PNG ya da WebP biçiminde bir fotoğraf yükleyebilirsiniz.',
  'validation.turkishRequired': 'Türkçe metin zorunludur.',
  'validation.price': 'Fiyat sıfırdan büyük olmalı ve en fazla iki ondalık basamak içermelidir.',
  'trial.started': '{days} günlük ücretsiz deneme süreniz başladı. İyi çalışmalar!',
  'registration.summary':
    'Size günde {minutes} dakika çalışmanızı öneriyoruz. Öncelikli becerileriniz: {skills}.',
  'otp.sent': 'Doğrulama kodu gönderildi.',
  'otp.verified': 'Doğrulama tamamlandı.',
  'password.resetRequestedEmail':
    'Böyle bir hesap varsa, e-posta adresine bir sıfırlama kodu gönderilecek.',
  'password.resetRequestedPhone':
    'Böyle bir hesap varsa, telefon numarasına bir sıfırlama kodu gönderilecek.',
  'password.resetDone': 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
  'password.updated': 'Şifreniz güncellendi. Lütfen yeniden giriş yapın.',
  'mail.verifyAccount.subject': 'Yek English hesap doğrulama kodunuz',
  'mail.verifyEmail.subject': 'Yek English e-posta doğrulama kodunuz',
  'mail.resetPassword.subject': 'Yek English şifre sıfırlama kodunuz',
  'mail.code.body':
    'Merhaba {name},\n\nKodunuz: {code}\n\nBu kod {minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.\n\nYek English',
  'sms.code.body': 'Yek English kodunuz: {code}. {minutes} dakika geçerlidir.',
};

const en: Catalogue = {
  VALIDATION_FAILED: 'Some of the information sent is not valid. Please check the fields.',
  BAD_REQUEST: 'The request could not be understood.',
  PAYLOAD_TOO_LARGE: 'The data sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  AUTH_REQUIRED: 'Please sign in to continue.',
  AUTH_INVALID_TOKEN: 'Your session has expired. Please sign in again.',
  AUTH_INVALID_CREDENTIALS: 'The email/phone number or password is incorrect.',
  AUTH_ACCOUNT_DISABLED: 'This account is inactive. Please contact support.',
  AUTH_ACCOUNT_NOT_VERIFIED: 'Please verify your account first.',
  AUTH_REFRESH_INVALID: 'Your session has ended. Please sign in again.',
  AUTH_PROVIDER_TOKEN_INVALID: 'The social sign-in could not be verified. Please try again.',
  EMAIL_TAKEN: 'An account with this email address already exists.',
  PHONE_TAKEN: 'An account with this phone number already exists.',
  PASSWORD_TOO_COMMON: 'This password is too common and easy to guess. Please choose another.',
  PASSWORD_MISMATCH: 'Passwords do not match.',
  OLD_PASSWORD_INCORRECT: 'Your current password is incorrect.',
  CONTRACT_APPROVAL_REQUIRED: 'Please approve the agreements to continue.',
  OTP_INVALID: 'The verification code is incorrect.',
  OTP_EXPIRED: 'The verification code has expired. Please request a new one.',
  OTP_TOO_MANY_ATTEMPTS: 'Too many wrong attempts. Please request a new code.',
  OTP_SEND_TOO_SOON: 'Please wait {seconds} seconds before requesting a new code.',
  ALREADY_VERIFIED: 'This is already verified.',
  RATE_LIMITED: 'Too many requests. Please try again in {seconds} seconds.',
  TASK_LECTURE_FIRST: "Please complete the day's lecture before answering its questions.",
  TASK_PREVIOUS_INCOMPLETE: 'Please complete the previous task before starting a new one.',
  TASK_ALREADY_TAKEN_TODAY:
    "You have already taken today's task. A new one will be waiting tomorrow.",
  SUBSCRIPTION_REQUIRED: 'An active subscription is required for this content.',
  TRIAL_EXPIRED: 'Your trial has ended. Buy a plan in the mobile app to continue.',
  TRIAL_ALREADY_USED:
    'You have already used your free trial. Buy a plan in the mobile app to continue.',
  TRIAL_NOT_AVAILABLE: 'The free trial is only for accounts that have not bought a plan before.',
  REGISTRATION_ALREADY_COMPLETE:
    'You have finished the setup; your answers to the setup questions can no longer be changed.',
  PROMO_CODE_INVALID: 'This promo code is not valid or has expired.',
  STORE_NOTIFICATION_INVALID: 'The store notification could not be verified.',
  STORE_NOT_CONFIGURED: 'The store connection is not configured on this server.',
  NOT_FOUND: 'The record you are looking for was not found.',
  FORBIDDEN: 'You are not allowed to do this.',
  CONFLICT: 'The record was changed by another action. Please try again.',
  INTERNAL_ERROR: 'An unexpected error occurred. Please try again later. (Request: {requestId})',
  'validation.required': 'This field is required',
  'validation.email': 'Enter a valid email address.',
  'validation.phoneLength': 'The phone number must be 8 to 15 characters long.',
  'validation.phoneFormat': 'The phone number may contain only digits (and a leading +).',
  'validation.passwordMin': 'The password must be at least 8 characters long.',
  'validation.passwordMax': 'The password may be at most 256 characters long.',
  'validation.passwordUpper': 'The password must contain at least one uppercase letter.',
  'validation.passwordLower': 'The password must contain at least one lowercase letter.',
  'validation.passwordMatch': 'Passwords do not match.',
  'validation.otpDigits': 'The verification code must be 5 digits.',
  'validation.nameMax': 'You can enter at most 60 characters.',
  'validation.contractRequired': 'You must approve the agreement.',
  'validation.date': 'Enter a valid date.',
  'validation.unknownField': 'This field is not accepted.',
  'validation.invalid': 'Invalid value.',
  'validation.birthdayFuture': 'The date of birth cannot be in the future.',
  'validation.birthdayMinAge': 'You must be at least 13 years old to use Yek English.',
  'validation.birthdayTooEarly': 'The date cannot be before 1900.',
  'validation.optionNotFound': 'The option you chose was not found.',
  'validation.departmentFaculty': 'The department you chose does not belong to this faculty.',
  'validation.interestCount': 'Choose at least 1 and at most 10 interests.',
  'validation.distinct': 'The same option cannot be chosen more than once.',
  'validation.imageType': 'You can only upload a JPEG, PNG or WebP photo.',
  'validation.turkishRequired': 'A Turkish text is required.',
  'validation.price': 'The price must be above zero with at most two decimal places.',
  'trial.started': 'Your {days}-day free trial has started. Enjoy learning!',
  'registration.summary':
    'We recommend studying {minutes} minutes a day. Your focus skills: {skills}.',
  'otp.sent': 'A verification code has been sent.',
  'otp.verified': 'Verification complete.',
  'password.resetRequestedEmail':
    'If such an account exists, a reset code will be sent to the email address.',
  'password.resetRequestedPhone':
    'If such an account exists, a reset code will be sent to the phone number.',
  'password.resetDone': 'Your password has been changed. You can sign in with your new password.',
  'password.updated': 'Your password has been updated. Please sign in again.',
  'mail.verifyAccount.subject': 'Your Yek English account verification code',
  'mail.verifyEmail.subject': 'Your Yek English email verification code',
  'mail.resetPassword.subject': 'Your Yek English password reset code',
  'mail.code.body':
    'Hello {name},\n\nYour code: {code}\n\nThis code is valid for {minutes} minutes. If you did not ask for it, ignore this email.\n\nYek English',
  'sms.code.body': 'Your Yek English code: {code}. Valid for {minutes} minutes.',
};

const CATALOGUES: Record<ApiCulture, Catalogue> = { 'tr-TR': tr, 'en-US': en };

export function cultureFromHeader(header: string | undefined): ApiCulture {
  return header && header.trim().toLowerCase().startsWith('en') ? 'en-US' : 'tr-TR';
}

export function translate(
  culture: ApiCulture,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = CATALOGUES[culture][key] ?? CATALOGUES['tr-TR'][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export function hasMessage(key: string): boolean {
  return key in tr;
}

export const MESSAGE_CATALOGUES = CATALOGUES;
