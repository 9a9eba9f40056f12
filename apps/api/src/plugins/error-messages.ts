// Short bilingual messages for the error names (the web app has its own, richer copy keyed by name).
import type { ErrorName, Locale } from '@souqna/contracts';

export const ERROR_MESSAGES: Record<ErrorName, Record<Locale, string>> = {
  ValidationError: { ar: 'البيانات المدخلة غير صحيحة', en: 'Invalid input' },
  MissingDataError: { ar: 'بيانات ناقصة', en: 'Missing data' },
  MissingRequestBodyError: { ar: 'لم يتم إرسال أي بيانات', en: 'Missing request body' },
  InvalidSignatureError: { ar: 'التوقيع غير صحيح', en: 'Invalid signature' },
  UnauthenticatedError: { ar: 'يجب تسجيل الدخول أولاً', en: 'You need to sign in' },
  InvalidTokenError: {
    ar: 'الجلسة غير صالحة أو منتهية، سجّل الدخول من جديد',
    en: 'Invalid or expired session, please sign in again',
  },
  WrongCredentialsError: { ar: 'بيانات الدخول غير صحيحة', en: 'Wrong sign-in details' },
  UnauthorizedError: { ar: 'غير مسموح لك بهذا الإجراء', en: 'You are not allowed to do this' },
  BannedError: { ar: 'تم إيقاف هذا الحساب', en: 'This account has been suspended' },
  ContactChangeRequiredError: {
    ar: 'لتغيير البريد الإلكتروني أو رقم الجوال أكّد بكلمة المرور ورمز يُرسل إلى العنوان الجديد',
    en: 'To change your e-mail or phone, confirm with your password and a code sent to the new address',
  },
  NotFoundError: { ar: 'غير موجود', en: 'Not found' },
  OTPNotFound: { ar: 'لا يوجد رمز تحقق، اطلب رمزاً جديداً', en: 'No code found, request a new one' },
  DuplicationError: { ar: 'القيمة مستخدمة من قبل', en: 'This value is already used' },
  UserEmailExistsError: { ar: 'البريد الإلكتروني مستخدم من قبل', en: 'This email is already used' },
  UserPhoneNumberExistsError: { ar: 'رقم الجوال مستخدم من قبل', en: 'This phone number is already used' },
  InvalidOTPError: { ar: 'رمز التحقق غير صحيح', en: 'Wrong code' },
  ExpiredOTPError: { ar: 'انتهت صلاحية رمز التحقق', en: 'The code has expired' },
  newPasswordNotMatchingOldError: {
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن القديمة',
    en: 'The new password must differ from the old one',
  },
  TooManyRequestsError: { ar: 'محاولات كثيرة، حاول لاحقاً', en: 'Too many attempts, try again later' },
  RefreshTooSoonError: {
    ar: 'يمكن تحديث الإعلان مرة واحدة كل يوم، حاول لاحقاً',
    en: 'An ad can be refreshed once a day, try again later',
  },
  InternalError: { ar: 'حدث خطأ ما', en: 'Something went wrong' },
  ServiceUnavailableError: {
    ar: 'الخدمة غير متاحة مؤقتاً، حاول بعد قليل',
    en: 'The service is briefly unavailable, try again shortly',
  },
};
