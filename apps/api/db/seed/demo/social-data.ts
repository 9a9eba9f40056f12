// What buyers ask under Gulf classifieds and what sellers answer, by kind of ad and language.
// Each question comes with the replies its seller might give, so a thread reads as one talk.
export type Exchange = { q: string; a: readonly string[] };
export type Topic = 'vehicles' | 'property' | 'animals' | 'services' | 'goods';
type Lines = { ar: readonly Exchange[]; en: readonly Exchange[] };

const ANY: Lines = {
  ar: [
    { q: 'السعر قابل للتفاوض؟', a: ['قابل للتفاوض بشكل بسيط عند المعاينة.', 'السعر نهائي، والسلعة تستاهل.'] },
    { q: 'وين الموقع بالضبط؟', a: ['أرسلت لك اللوكيشن على الخاص.', 'الموقع مكتوب في الإعلان، حياك الله.'] },
    { q: 'هل ما زال متوفر؟', a: ['نعم متوفر، تواصل معي على الخاص.', 'متوفر إلى الآن.'] },
    { q: 'ممكن صور إضافية؟', a: ['أكيد، أرسلتها لك على الخاص.'] },
    { q: 'آخر سعر كم؟', a: ['السعر المكتوب هو الأخير للجادين.', 'تعال عاين ونتفاهم.'] },
  ],
  en: [
    {
      q: 'Is it still available?',
      a: ['Yes, still available.', 'Available, message me to arrange a viewing.'],
    },
    { q: 'Can you share more photos?', a: ['Sure, sent you more in chat.'] },
    { q: 'Is the price negotiable?', a: ['A little, for serious buyers.', 'Price is final, sorry.'] },
    { q: 'Where exactly are you located?', a: ['Shared the location in chat.'] },
  ],
};

const BY_TOPIC: Record<Topic, Lines> = {
  vehicles: {
    ar: [
      { q: 'فيها حوادث أو رش؟', a: ['بدون حوادث، صبغ وكالة، وتقدر تفحصها.', 'رش بسيط في الصدام فقط.'] },
      { q: 'خليجي ولا وارد؟', a: ['خليجي، سيرفس وكالة كامل.', 'وارد أمريكي، الأوراق كاملة.'] },
      { q: 'ممكن أفحصها قبل الشراء؟', a: ['أكيد، نروح أي مركز فحص تختاره.'] },
      { q: 'هل الممشى أصلي؟', a: ['أصلي ومعي سجل الصيانة.'] },
    ],
    en: [
      { q: 'Any accidents?', a: ['Accident free, agency paint. Happy to do an inspection.'] },
      { q: 'Is it GCC specs?', a: ['Yes, GCC with full agency service history.'] },
      { q: 'Can I take it for a test drive?', a: ['Sure, this weekend works.'] },
    ],
  },
  property: {
    ar: [
      { q: 'الإيجار شامل الكهرباء والماء؟', a: ['لا، الكهرباء والماء على المستأجر.', 'شامل الماء فقط.'] },
      { q: 'هل يوجد موقف سيارات؟', a: ['نعم، موقف خاص مظلل.'] },
      { q: 'متى أقدر أعاين؟', a: ['يوميا بعد العصر، كلمني قبلها.'] },
      { q: 'الدفعات كم؟', a: ['دفعتين في السنة، وممكن أربع.'] },
    ],
    en: [
      { q: 'Is chiller included?', a: ['Yes, chiller free.', 'No, chiller is paid separately.'] },
      { q: 'How many cheques?', a: ['4 cheques are fine.'] },
      { q: 'Is it family only?', a: ['Families and working couples welcome.'] },
    ],
  },
  animals: {
    ar: [
      { q: 'مطعمة وعندها شهادة صحية؟', a: ['نعم، مطعمة ومعها شهادة من البيطري.'] },
      { q: 'كم العمر؟', a: ['العمر مكتوب في الإعلان، وصحتها ممتازة.'] },
    ],
    en: [{ q: 'Vaccinated?', a: ['Yes, all vaccinations done, vet papers included.'] }],
  },
  services: {
    ar: [
      { q: 'تغطون كل الأحياء؟', a: ['نعم، نغطي كل أحياء المدينة.', 'حسب الموقع، أرسل لي الحي.'] },
      { q: 'كم السعر لشقة ثلاث غرف؟', a: ['حسب المساحة، أرسل لي التفاصيل على الخاص.'] },
    ],
    en: [{ q: 'Do you work on weekends?', a: ['Yes, Fridays after prayer too.'] }],
  },
  goods: {
    ar: [
      { q: 'هل يوجد ضمان؟', a: ['نعم، باقي عليه ضمان ستة أشهر.', 'لا يوجد ضمان، لكن مفحوص.'] },
      { q: 'فيه توصيل؟', a: ['يوجد توصيل داخل المدينة برسوم بسيطة.', 'الاستلام من عندي فقط.'] },
      { q: 'مع الكرتون والملحقات؟', a: ['كامل أغراضه مع الكرتون.'] },
    ],
    en: [
      { q: 'Any warranty left?', a: ['Six months of warranty left.', 'No warranty, but fully working.'] },
      { q: 'Do you deliver?', a: ['Delivery within the city for a small fee.'] },
      { q: 'Does it come with the box?', a: ['Yes, box and all accessories.'] },
    ],
  },
};

/** What the asker says once the seller answered. */
export const THANKS = {
  ar: ['شكرا، راسلتك على الخاص.', 'تمام، بكلمك اليوم.', 'الله يعطيك العافية.'],
  en: ['Thanks, messaged you.', 'Great, will call you today.'],
} as const;

export const exchangesFor = (topic: Topic, lang: 'ar' | 'en'): readonly Exchange[] => [
  ...BY_TOPIC[topic][lang],
  ...ANY[lang],
];

/** The kind of talk an ad gets, from its top-level category. */
export function topicOf(rootSlug: string): Topic {
  if (rootSlug === 'vehicles') return 'vehicles';
  if (rootSlug === 'real-estate') return 'property';
  if (rootSlug === 'animals-livestock') return 'animals';
  if (rootSlug === 'services') return 'services';
  return 'goods';
}
