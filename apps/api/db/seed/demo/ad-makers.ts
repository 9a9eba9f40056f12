// Category → ad maker for the demo and benchmark seeds: each category gets titles of its own.
import { apartments, furniture, phones, villas, type Maker } from './ad-texts.ts';

/** Titles and a price range (whole hundreds) per category; condition and deal wording per kind. */
type Words = { ar: readonly string[]; en: readonly string[] };
type Kind = { state: Words; deal: Words };

const GOODS: Kind = {
  state: {
    ar: ['استعمال بسيط', 'نظيف جدا', 'جديد لم يستخدم', 'بحالة ممتازة'],
    en: ['Lightly used', 'Very clean', 'Brand new, never used', 'Excellent condition'],
  },
  deal: {
    ar: ['التسليم يدا بيد', 'يوجد توصيل داخل المدينة', 'السعر قابل للتفاوض', 'السبب السفر'],
    en: ['pick-up only', 'delivery in the city', 'price negotiable', 'leaving the country'],
  },
};
const ANIMALS: Kind = {
  state: {
    ar: ['بصحة ممتازة', 'مطعم ومفحوص', 'عمر ستة أشهر'],
    en: ['Healthy and vaccinated', 'Vet checked', 'Six months old'],
  },
  deal: { ar: ['السعر نهائي', 'للجادين فقط'], en: ['final price', 'serious buyers only'] },
};

const FOOD: Kind = {
  state: {
    ar: ['طازج من المزرعة', 'إنتاج هذا الموسم', 'مغلف ومختوم'],
    en: ["This season's harvest", 'Fresh from the farm', 'Sealed pack'],
  },
  deal: GOODS.deal,
};

function listed(kind: Kind, titles: Words, price: readonly [number, number]): Maker {
  return (r, lang) => ({
    title: r.pick(titles[lang]),
    description: `${r.pick(kind.state[lang])}${lang === 'ar' ? '، ' : ', '}${r.pick(kind.deal[lang])}.`,
    price: r.int(price[0], price[1]) * 100,
  });
}

/** child category slug → maker; cars-for-sale is handled by carAd (it needs the make/model list). */
export const MAKERS: Record<string, Maker> = {
  'mobile-phones': phones,
  furniture,
  'apartments-for-rent': apartments,
  'villas-for-sale': villas,
  'home-appliances': listed(
    GOODS,
    {
      ar: ['ثلاجة سامسونج 24 قدم', 'غسالة ال جي 9 كيلو', 'فرن غاز 5 عيون', 'غسالة صحون بوش'],
      en: ['Samsung fridge 24 cu ft', 'LG washing machine 9kg', 'Gas cooker 5 burners', 'Bosch dishwasher'],
    },
    [4, 40],
  ),
  'air-conditioners': listed(
    GOODS,
    {
      ar: ['مكيف سبليت 24 ألف وحدة', 'مكيف شباك جري 18 ألف', 'مكيف دولابي 48 ألف وحدة'],
      en: ['Split AC 2 ton', 'Window AC 18000 BTU', 'Floor standing AC 4 ton'],
    },
    [6, 45],
  ),
  'computers-laptops': listed(
    GOODS,
    {
      ar: ['لابتوب ماك بوك برو M2', 'لابتوب لينوفو ثينك باد', 'شاشة قيمنق 27 بوصة', 'كمبيوتر مكتبي i7'],
      en: ['MacBook Pro M2 16GB', 'Lenovo ThinkPad X1', 'Gaming monitor 27"', 'Desktop PC i7 32GB'],
    },
    [10, 90],
  ),
  'video-games-consoles': listed(
    GOODS,
    {
      ar: ['بلايستيشن 5 مع يدين', 'اكس بوكس سيريس اكس', 'نينتندو سويتش أوليد', 'أشرطة بلايستيشن 5'],
      en: ['PlayStation 5 with 2 controllers', 'Xbox Series X', 'Nintendo Switch OLED', 'PS5 games bundle'],
    },
    [2, 30],
  ),
  'perfumes-oud': listed(
    GOODS,
    {
      ar: ['دهن عود كمبودي', 'بخور معطر فاخر', 'عطر توم فورد أصلي', 'دهن عود هندي 12 مل'],
      en: ['Cambodian oud oil 12ml', 'Tom Ford perfume 100ml', 'Luxury bakhoor set', 'Indian oud oil'],
    },
    [2, 300],
  ),
  watches: listed(
    GOODS,
    {
      ar: ['ساعة رولكس أصلية', 'ساعة كاسيو جي شوك', 'ساعة سيكو أوتوماتيك', 'ساعة أوميغا سيماستر'],
      en: ['Rolex Submariner', 'Casio G-Shock', 'Seiko automatic watch', 'Omega Seamaster'],
    },
    [2, 300],
  ),
  camels: listed(
    ANIMALS,
    {
      ar: ['حوار مجاهيم للبيع', 'ناقة وضحاء', 'قعود مغاتير', 'ناقة حلوب'],
      en: ['Camel calf for sale', 'Milking camel', 'Young racing camel'],
    },
    [30, 900],
  ),
  falcons: listed(
    ANIMALS,
    {
      ar: ['صقر حر فرخ', 'شاهين جبلي', 'صقر جير شاهين'],
      en: ['Falcon for sale', 'Gyr falcon', 'Peregrine falcon'],
    },
    [20, 500],
  ),
  cats: listed(
    ANIMALS,
    {
      ar: ['قطط شيرازي', 'قطة سكوتش فولد', 'قطط هيمالايا للبيع'],
      en: ['Persian kittens', 'Scottish fold kitten', 'British shorthair kitten'],
    },
    [3, 40],
  ),
  'strollers-car-seats': listed(
    GOODS,
    {
      ar: ['عربية أطفال شيكو', 'كرسي سيارة للأطفال', 'عربية توأم'],
      en: ['Baby stroller Chicco', 'Maxi-Cosi car seat', 'Twin stroller'],
    },
    [1, 30],
  ),
  bicycles: listed(
    GOODS,
    {
      ar: ['دراجة هوائية جبلية', 'سيكل رياضي جاينت', 'دراجة أطفال مقاس 16'],
      en: ['Mountain bike 27.5"', 'Giant road bike', 'Kids bike 16"'],
    },
    [2, 40],
  ),
  'camping-trips': listed(
    GOODS,
    {
      ar: ['خيمة رحلات كبيرة', 'عدة كشتة كاملة', 'دافور وشبة نار'],
      en: ['Camping tent 6 person', 'Complete camping kit', 'Portable fire pit'],
    },
    [1, 30],
  ),
  'dates-food': listed(
    FOOD,
    {
      ar: ['تمور سكري القصيم', 'عسل سدر جبلي', 'تمر خلاص الأحساء'],
      en: ['Sukkari dates 3kg box', 'Sidr honey 1kg', 'Khalas dates box'],
    },
    [1, 10],
  ),
};
