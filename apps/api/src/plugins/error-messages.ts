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
  ReviewNotEligibleError: {
    ar: 'يمكنك تقييم البائع بعد تبادل الرسائل معه حول هذا الإعلان',
    en: 'You can rate the seller once you have exchanged messages about this ad',
  },
  SelfReviewError: { ar: 'لا يمكنك تقييم نفسك', en: 'You cannot rate yourself' },
  ReviewBlockedError: {
    ar: 'لا يمكن التقييم بينك وبين هذا العضو بسبب الحظر',
    en: 'You and this member blocked one another: no rating',
  },
  AccountTooNewError: {
    ar: 'يمكنك التقييم بعد مرور يوم على إنشاء حسابك',
    en: 'You can rate sellers a day after opening your account',
  },
  NotTheSellerError: { ar: 'الرد على التقييم للبائع فقط', en: 'Only the seller can answer this review' },
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
  ReviewExistsError: { ar: 'قيّمت هذه الصفقة من قبل', en: 'You already rated this deal' },
  ReviewReplyExistsError: { ar: 'رددت على هذا التقييم من قبل', en: 'You already answered this review' },
  DuplicatePostError: {
    ar: 'لديك إعلان منشور لهذا الغرض نفسه، حدّثه بدل نشره مرة أخرى',
    en: 'You already have a live ad for this item: refresh it instead of posting it again',
  },
  SavedSearchLimitError: {
    ar: 'وصلت إلى الحد الأقصى من عمليات البحث المحفوظة',
    en: 'You have reached the most saved searches you can keep',
  },
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
