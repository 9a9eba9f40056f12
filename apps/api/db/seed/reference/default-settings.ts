// Default site settings: the bilingual copy shown on /setting/commission, /setting/support and /setting/terms.
import { AD_LIFETIME_DAYS_DEFAULT, type SiteSettings } from '@souqna/contracts';

export const DEFAULT_SETTINGS: SiteSettings = {
  commissionValue: 1,
  adLifetimeDays: AD_LIFETIME_DAYS_DEFAULT,
  commissionQuestions: [
    {
      ar_question: 'ما هي عمولة سوقنا؟',
      en_question: 'What is the Souqna commission?',
      ar_answer:
        'الإعلان في سوقنا مجاني. عند إتمام البيع عن طريق الموقع يدفع البائع عمولة قدرها 1٪ من سعر البيع، وهي أمانة في ذمة المعلن.',
      en_answer:
        'Posting ads on Souqna is free. When an item is sold through the site, the seller pays a commission of 1% of the sale price; it is a trust owed by the advertiser.',
    },
    {
      ar_question: 'متى تُدفع العمولة؟',
      en_question: 'When is the commission due?',
      ar_answer: 'تُدفع العمولة خلال عشرة أيام من استلام كامل مبلغ البيع.',
      en_answer: 'The commission is due within ten days of receiving the full sale amount.',
    },
    {
      ar_question: 'كيف أحسب العمولة؟',
      en_question: 'How do I calculate the commission?',
      ar_answer:
        'اضرب سعر البيع في 1٪. مثال: سيارة بيعت بمبلغ 50,000 ريال تكون عمولتها 500 ريال. يحسبها الموقع لك تلقائياً في صفحة الدفع.',
      en_answer:
        'Multiply the sale price by 1%. For example, a car sold for 50,000 SAR carries a 500 SAR commission. The payment page calculates it for you.',
    },
    {
      ar_question: 'كيف أدفع العمولة؟',
      en_question: 'How do I pay the commission?',
      ar_answer:
        'من الإعدادات ثم المدفوعات اختر «دفع جديد»، وأدخل سعر البيع والعملة، ثم أكمل الدفع بالبطاقة.',
      en_answer:
        'Go to Settings, then Payments, choose "New payment", enter the sale price and currency, and complete the payment by card.',
    },
  ],
  email: 'support@souqna.dev',
  phoneNumber: '971501234500',
  supportQuestions: [
    {
      ar_question: 'كيف أنشر إعلاناً؟',
      en_question: 'How do I post an ad?',
      ar_answer:
        'سجّل الدخول ثم اضغط زر «أضف إعلان»، واختر القسم وأضف العنوان والصور والسعر والموقع، ثم انشر.',
      en_answer:
        'Sign in, press "Add post", choose a category, add the title, photos, price and location, then publish.',
    },
    {
      ar_question: 'نسيت كلمة المرور، ماذا أفعل؟',
      en_question: 'I forgot my password. What should I do?',
      ar_answer:
        'من صفحة تسجيل الدخول اختر «نسيت كلمة المرور»، وأدخل رقم جوالك أو بريدك، ثم أدخل الرمز الذي يصلك واختر كلمة مرور جديدة.',
      en_answer:
        'On the sign-in page choose "Forgot password", enter your phone number or email, type the code you receive and choose a new password.',
    },
    {
      ar_question: 'كيف أتجنب الاحتيال؟',
      en_question: 'How do I avoid fraud?',
      ar_answer:
        'قابل البائع في مكان عام، وافحص السلعة قبل الدفع، ولا تحوّل أي مبلغ مقدماً لشخص لا تعرفه. أبلغ عن أي إعلان مشبوه.',
      en_answer:
        'Meet the seller in a public place, inspect the item before paying, and never send money in advance to someone you do not know. Report any suspicious ad.',
    },
    {
      ar_question: 'لماذا لا أستطيع النشر؟',
      en_question: 'Why can I not post?',
      ar_answer:
        'قد يكون حسابك موقوفاً عن النشر بسبب مخالفة لشروط الاستخدام. تواصل معنا عبر البريد أو الهاتف أدناه.',
      en_answer:
        'Your account may be suspended from posting because of a breach of the terms of use. Contact us by the email or phone below.',
    },
  ],
  terms: [
    {
      ar_title: 'القبول بالشروط',
      en_title: 'Acceptance of the terms',
      ar_body: 'باستخدامك سوقنا فأنت توافق على هذه الشروط. إن لم توافق عليها فلا تستخدم الموقع.',
      en_body: 'By using Souqna you agree to these terms. If you do not agree, do not use the site.',
    },
    {
      ar_title: 'الحساب',
      en_title: 'Your account',
      ar_body: 'أنت مسؤول عن صحة بياناتك وعن سرية كلمة المرور وعن كل ما يُنشر من حسابك.',
      en_body:
        'You are responsible for the accuracy of your details, for keeping your password secret and for everything posted from your account.',
    },
    {
      ar_title: 'الإعلانات الممنوعة',
      en_title: 'Prohibited ads',
      ar_body:
        'يُمنع نشر ما يخالف أنظمة المملكة العربية السعودية أو دولة الإمارات العربية المتحدة، ومنه: الأسلحة، والمواد المخدرة، والسلع المقلدة، والحيوانات المهددة بالانقراض، والإعلانات المضللة أو المكررة.',
      en_body:
        'Ads that break the laws of Saudi Arabia or the United Arab Emirates are prohibited, including weapons, drugs, counterfeit goods, endangered animals, and misleading or duplicate ads.',
    },
    {
      ar_title: 'العمولة',
      en_title: 'Commission',
      ar_body: 'يلتزم المعلن بدفع عمولة الموقع عند البيع عن طريقه، وفق النسبة المعلنة في صفحة العمولة.',
      en_body:
        'Advertisers agree to pay the site commission when they sell through it, at the rate shown on the commission page.',
    },
    {
      ar_title: 'البيانات الشخصية',
      en_title: 'Personal data',
      ar_body:
        'نعالج بياناتك وفق نظام حماية البيانات الشخصية في المملكة والمرسوم بقانون اتحادي رقم 45 لسنة 2021 في الإمارات. يمكنك طلب نسخة من بياناتك أو حذف حسابك في أي وقت.',
      en_body:
        'We process your data under the Saudi Personal Data Protection Law and UAE Federal Decree-Law No. 45 of 2021. You may ask for a copy of your data or delete your account at any time.',
    },
    {
      ar_title: 'إيقاف الحساب',
      en_title: 'Suspension',
      ar_body: 'يحق لسوقنا حذف أي إعلان أو إيقاف أي حساب يخالف هذه الشروط دون إشعار مسبق.',
      en_body:
        'Souqna may remove any ad or suspend any account that breaks these terms without prior notice.',
    },
  ],
};
