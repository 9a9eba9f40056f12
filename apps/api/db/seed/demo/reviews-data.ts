// What Gulf buyers write when they rate a deal, and what sellers answer, by how the deal went and
// in which language; and the few lines that close a deal in chat after the buyer's first question.
import type { Topic } from './social-data.ts';

export type Lang = 'ar' | 'en';
/** How the deal went: 4–5 stars, 3 stars, 1–2 stars. */
export type Mood = 'good' | 'mixed' | 'bad';
type ByLang = Record<Lang, readonly string[]>;

export const REVIEW_TEXTS: Record<Mood, ByLang> = {
  good: {
    ar: [
      'البائع صادق والسلعة مثل الوصف بالضبط.',
      'تعامل راقي وسريع في الرد، أنصح بالتعامل معه.',
      'كل شيء كما في الإعلان، الله يبارك له.',
      'بائع محترم وملتزم بالموعد.',
      'سعر مناسب وتعامل ممتاز.',
      'ما قصر، جاوب على كل أسئلتي بوضوح.',
      'ثقة وأمانة، وإن شاء الله مو آخر تعامل.',
      'استلمت بدون أي مشاكل، شكرا لك.',
      'رجل كريم وتعامله طيب، أنصح فيه.',
    ],
    en: [
      'Quick reply, item as described.',
      'Honest seller, smooth handover.',
      'Great communication, would buy again.',
      'Exactly as pictured. Thanks!',
      'Friendly and on time. Recommended.',
      'Fair price and no surprises.',
    ],
  },
  mixed: {
    ar: [
      'التعامل جيد لكن تأخر في الرد شوي.',
      'السلعة جيدة بس فيها خدوش ما ذكرها في الإعلان.',
      'تأخر عن الموعد ساعة، لكن البيعة تمت على خير.',
      'مقبول، السعر كان أعلى من السوق شوي.',
    ],
    en: [
      'Fine overall, but took a while to reply.',
      'A few scratches not mentioned in the ad, otherwise OK.',
      'Deal went through, though he was late to the meeting.',
    ],
  },
  bad: {
    ar: ['الوصف ما كان دقيق، والحالة أقل من الصور.', 'تأخر كثير في الرد وغيّر السعر عند المعاينة.'],
    en: [
      "Item wasn't as described and the price changed at the viewing.",
      'Very late to the meeting and hard to reach.',
    ],
  },
};

/** A happy buyer's line about what they bought, by kind of ad. */
export const GOOD_BY_TOPIC: Record<Topic, ByLang> = {
  vehicles: {
    ar: ['البائع صادق والسيارة مثل الوصف، فحصناها وطلعت سليمة.', 'السيارة نظيفة والممشى صحيح، تعامل ممتاز.'],
    en: ['Car was exactly as described and passed inspection.', 'Clean car, honest about the mileage.'],
  },
  property: {
    ar: ['الشقة مثل الصور تماما، والمالك متعاون.', 'المكان نظيف والمالك واضح في الشروط.'],
    en: ['Landlord was honest, flat exactly as in the photos.'],
  },
  animals: {
    ar: ['الحلال بصحة ممتازة ومعه الشهادة الصحية.'],
    en: ['Healthy and vaccinated, papers all in order.'],
  },
  services: {
    ar: ['شغل نظيف والتزام بالموعد، أنصح فيهم.', 'الفني محترف وخلص الشغل بسرعة.'],
    en: ['Neat work and on time, will book again.'],
  },
  goods: {
    ar: ['الجهاز نظيف ويشتغل بدون مشاكل، مثل ما قال.', 'وصلني مع الكرتون وكل الملحقات.'],
    en: ['Works perfectly, came with the box as promised.'],
  },
};

export const SELLER_REPLIES: Record<Mood, ByLang> = {
  good: {
    ar: [
      'شكرا لك، تشرفت بالتعامل معك.',
      'الله يحفظك، بالعافية عليك.',
      'شاكر لك كلامك الطيب، حياك في أي وقت.',
    ],
    en: ['Thank you, enjoy it!', 'Thanks, a pleasure dealing with you.'],
  },
  mixed: {
    ar: ['نعتذر عن التأخير، كان عندي ظرف. شكرا لصبرك.', 'شكرا على ملاحظتك، نحرص عليها المرة الجاية.'],
    en: ['Sorry for the delay, and thanks for your patience.'],
  },
  bad: {
    ar: ['نعتذر عن سوء الفهم، الحالة كانت واضحة وقت المعاينة.'],
    en: ['Sorry you feel that way; the condition was shown at the viewing.'],
  },
};

/** After the first question and answer: the buyer settles a meeting, the seller confirms. */
export const CLOSING: Record<Lang, readonly { buyer: string; seller: string }[]> = {
  ar: [
    { buyer: 'تمام، متى يناسبك نتقابل؟', seller: 'اليوم بعد العصر يناسبني.' },
    { buyer: 'اتفقنا، أرسل لي الموقع لو سمحت.', seller: 'أرسلته لك، حياك الله.' },
    { buyer: 'ممتاز، بمر عليك بكرة الصبح.', seller: 'على خير، بانتظارك.' },
  ],
  en: [
    { buyer: 'Great, when can we meet?', seller: 'Today after 5 works for me.' },
    { buyer: 'Deal. Send me the location please.', seller: 'Sent it, see you there.' },
  ],
};

/** The buyer's word once it is done. */
export const DONE: ByLang = {
  ar: ['وصلت واستلمت، شكرا على التعامل.', 'الله يعطيك العافية، تم.'],
  en: ['Got it, thanks!', 'All done, thank you.'],
};
