// Words for the same goods that buyers and sellers write differently: Gulf and other dialects,
// Arabic and English, units and model-line words across scripts (docs/decisions/0046-search-beyond-spelling.md).
// Each entry is a set of words that mean the same thing in an ad, so every pair of them matches
// both ways; `reason` says why. Written as typed: normalisation folds أ/إ/آ, ى and ة.
// Left out on purpose (a near-miss would match): براد (a fridge in the Levant, a teapot in the
// Hijaz), flat (flat screen, flat tyre), land (Land Cruiser), ac, شاشة (a TV, also a phone's screen).

export type SearchSynonym = { words: readonly string[]; reason: string };

export const SEARCH_SYNONYMS: readonly SearchSynonym[] = [
  // Dialects: what one country's buyer types and another's seller writes.
  { words: ['جوال', 'موبايل', 'mobile'], reason: 'a mobile phone: جوال in Saudi, موبايل in the Emirates' },
  {
    words: ['كفر', 'تاير', 'إطار', 'tyre', 'tire'],
    reason: 'a car tyre: كفر/تاير in Gulf speech, إطار in writing',
  },
  { words: ['دباب', 'دراجة نارية', 'motorcycle', 'motorbike'], reason: 'a motorbike: دباب in Saudi speech' },
  { words: ['دباب بحري', 'جت سكي', 'jet ski', 'jetski'], reason: 'a jet ski: دباب بحري in Saudi speech' },
  { words: ['سيكل', 'دراجة هوائية', 'bicycle'], reason: 'a bicycle: سيكل in Gulf speech' },
  {
    words: ['وانيت', 'ونيت', 'بيك اب', 'بيكب', 'pickup', 'pick up'],
    reason: 'a pickup truck: وانيت in Saudi speech',
  },
  { words: ['باص', 'حافلة', 'bus'], reason: 'a bus: باص in speech, حافلة in writing' },
  { words: ['طراد', 'قارب', 'boat'], reason: 'a motorboat: طراد in Gulf speech' },
  { words: ['مكيف', 'كنديشن', 'air conditioner'], reason: 'an air conditioner: كنديشن in Gulf speech' },
  { words: ['دفاية', 'مدفأة', 'heater'], reason: 'a heater: دفاية in speech, مدفأة in writing' },
  { words: ['ثلاجة', 'fridge', 'refrigerator'], reason: 'a fridge, in Arabic and English' },
  { words: ['غسالة', 'washing machine'], reason: 'a washing machine, in Arabic and English' },
  { words: ['تلفزيون', 'تلفاز', 'tv', 'television'], reason: 'a television, spoken, written and English' },
  { words: ['لابتوب', 'لاب توب', 'laptop'], reason: 'a laptop, in both scripts, joined or apart' },
  { words: ['كمبيوتر', 'كومبيوتر', 'حاسوب', 'computer'], reason: 'a computer, spoken, written and English' },
  {
    words: ['ثوب', 'دشداشة', 'كندورة', 'thobe'],
    reason: 'the men’s robe: ثوب in Saudi, كندورة in the Emirates, دشداشة in Kuwait and Oman',
  },
  { words: ['عباية', 'عباءة', 'abaya'], reason: 'an abaya, both spellings and English' },
  { words: ['شماغ', 'shemagh', 'shmagh'], reason: 'a shemagh, in both scripts' },
  { words: ['سجاد', 'زولية', 'carpet', 'rug'], reason: 'a carpet or rug: زولية in Gulf speech' },
  {
    words: ['كنبة', 'كنب', 'أريكة', 'صوفا', 'sofa', 'couch'],
    reason: 'a sofa: كنب in speech, أريكة in writing',
  },
  { words: ['دولاب', 'كبت', 'خزانة ملابس', 'wardrobe'], reason: 'a wardrobe: دولاب/كبت in Gulf speech' },
  { words: ['طاولة', 'ترابيزة', 'table'], reason: 'a table: ترابيزة in Egyptian speech, common in the Gulf' },
  { words: ['قطة', 'بسة', 'cat', 'kitten'], reason: 'a cat: بسة in Gulf speech' },
  // Not طليان (Gulf: lambs): its light stem is طلي, plating, which car-service ads are full of.
  { words: ['خروف', 'sheep'], reason: 'a sheep, in Arabic and English' },
  { words: ['بخور', 'incense'], reason: 'incense, in Arabic and English' },
  { words: ['عود', 'oud'], reason: 'oud (the wood or the instrument), in both scripts' },
  { words: ['شقة', 'apartment'], reason: 'a flat, in Arabic and English' },
  { words: ['فيلا', 'villa'], reason: 'a villa, in both scripts' },
  { words: ['محل', 'دكان', 'shop'], reason: 'a shop: دكان in speech, محل in ads' },
  { words: ['مستعمل', 'used'], reason: 'second-hand, in Arabic and English' },
  { words: ['بطارية', 'battery'], reason: 'a battery, in Arabic and English' },
  // Units and model-line words: a size or a model written in either script.
  { words: ['inch', 'بوصة', 'انش', 'إنش'], reason: 'a screen or wheel size in inches (" is read as inch)' },
  { words: ['gb', 'جيجا', 'قيقا', 'جيقا', 'giga'], reason: 'storage in gigabytes, in both scripts' },
  { words: ['tb', 'تيرا', 'tera'], reason: 'storage in terabytes, in both scripts' },
  { words: ['pro', 'برو'], reason: 'a model line (iPhone Pro), in both scripts' },
  { words: ['max', 'ماكس'], reason: 'a model line (Pro Max), in both scripts' },
  { words: ['ultra', 'الترا'], reason: 'a model line (Galaxy Ultra), in both scripts' },
  { words: ['plus', 'بلس'], reason: 'a model line (Plus), in both scripts' },
  { words: ['mini', 'ميني'], reason: 'a model line (mini), in both scripts' },
  { words: ['ps', 'playstation'], reason: 'PlayStation as written with its number (PS5, PS 4)' },
];
