// What people really write in Gulf classifieds, per category: Arabic and English title and
// description builders. A seeded random source keeps the demo data the same on every machine.
export type Rand = {
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
};

export function seededRandom(seed: number): Rand {
  let a = seed >>> 0;
  const next = () => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
  };
}

export type Ad = { title: string; description: string; price: number };
export type CarPick = { make: { en: string; ar: string }; model: { en: string; ar: string; slug: string } };
type Maker = (r: Rand, lang: 'ar' | 'en') => Ad;

const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

export function carAd(r: Rand, lang: 'ar' | 'en', car: CarPick): Ad {
  const year = r.int(2008, 2025);
  const km = round(r.int(5, 320) * 1000, 1000);
  const price = round((2026 - year < 3 ? r.int(90, 320) : r.int(18, 140)) * 1000, 500);
  if (lang === 'ar') {
    const trim = r.pick(['فل كامل', 'نص فل', 'ستاندر', 'GLX', 'ليمتد', 'سبورت']);
    const notes = r.pick([
      'سيرفس وكالة',
      'بدون حوادث',
      'فحص دوري جديد',
      'تأمين شامل',
      'صبغ وكالة',
      'مالك أول',
    ]);
    return {
      title: `${car.make.ar} ${car.model.ar} ${year} ${trim}`,
      description: `ممشى ${km.toLocaleString('en-US')} كم، ${r.pick(['خليجي', 'سعودي', 'وارد أمريكي'])}، ${notes}. السعر قابل للتفاوض للجادين فقط.`,
      price,
    };
  }
  return {
    title: `${year} ${car.make.en} ${car.model.en} ${r.pick(['GCC', 'full option', 'low mileage', 'single owner'])}`,
    description: `${km.toLocaleString('en-US')} km, ${r.pick(['agency maintained', 'accident free', 'new tyres', 'warranty till 2026'])}. Serious buyers only.`,
    price,
  };
}

const phones: Maker = (r, lang) => {
  const model = r.pick([
    'ايفون 15 برو ماكس',
    'ايفون 14 برو',
    'ايفون 13',
    'سامسونج S24 الترا',
    'سامسونج A54',
    'شاومي 13T',
  ]);
  const en = r.pick([
    'iPhone 15 Pro Max',
    'iPhone 14 Pro',
    'iPhone 13',
    'Samsung Galaxy S24 Ultra',
    'Galaxy A54',
    'Pixel 8',
  ]);
  const gb = r.pick([128, 256, 512]);
  return lang === 'ar'
    ? {
        title: `${model} ${gb} جيجا`,
        description: `نظيف جدا، البطارية ${r.int(80, 100)}٪، مع الكرتون والشاحن. ${r.pick(['مستعمل شهرين', 'جديد مختوم', 'بدون خدوش'])}.`,
        price: r.int(8, 55) * 100,
      }
    : {
        title: `${en} ${gb}GB`,
        description: `Battery health ${r.int(80, 100)}%, with box and charger. ${r.pick(['Like new', 'Sealed', 'No scratches'])}.`,
        price: r.int(8, 55) * 100,
      };
};

const furniture: Maker = (r, lang) =>
  lang === 'ar'
    ? {
        title: r.pick([
          'كنب زاوية 7 مقاعد',
          'غرفة نوم كاملة مع دولاب',
          'طاولة طعام 6 كراسي',
          'مجلس عربي جديد',
          'سرير أطفال خشب',
        ]),
        description: `${r.pick(['استعمال خفيف', 'نظيف ومرتب', 'بحالة ممتازة'])}، ${r.pick(['التوصيل على المشتري', 'يوجد توصيل داخل المدينة', 'السبب السفر'])}.`,
        price: r.int(3, 60) * 100,
      }
    : {
        title: r.pick([
          'L-shaped sofa, 7 seats',
          'Complete bedroom set',
          'Dining table with 6 chairs',
          'IKEA wardrobe',
          'Office desk and chair',
        ]),
        description: `${r.pick(['Lightly used', 'Excellent condition', 'Moving out sale'])}. Pick-up only.`,
        price: r.int(3, 60) * 100,
      };

const apartments: Maker = (r, lang) => {
  const rooms = r.int(1, 5);
  return lang === 'ar'
    ? {
        title: `شقة للإيجار ${rooms} غرف وصالة`,
        description: `${r.pick(['دور أرضي', 'دور أول', 'مع مصعد'])}، ${r.pick(['مطبخ راكب', 'مكيفات سبليت', 'قريبة من الخدمات'])}. الإيجار سنوي، دفعتين.`,
        price: round(r.int(18, 95) * 1000, 1000),
      }
    : {
        title: `${rooms} BR apartment for rent`,
        description: `${r.pick(['Chiller free', 'Sea view', 'Near metro'])}, ${r.pick(['balcony', 'covered parking', 'gym and pool'])}. Yearly rent, 4 cheques.`,
        price: round(r.int(35, 180) * 1000, 1000),
      };
};

const villas: Maker = (r, lang) =>
  lang === 'ar'
    ? {
        title: `فيلا للبيع ${r.pick(['درج داخلي', 'دوبلكس', 'مع ملحق'])} مساحة ${r.int(300, 900)} م`,
        description: `${r.int(4, 8)} غرف نوم، ${r.pick(['مسبح', 'حوش واسع', 'مجلس رجال'])}، صك إلكتروني.`,
        price: round(r.int(900, 4500) * 1000, 5000),
      }
    : {
        title: `${r.int(4, 7)} bedroom villa for sale`,
        description: `Plot ${r.int(300, 900)} sqm, ${r.pick(['private pool', 'maid room', 'landscaped garden'])}, title deed ready.`,
        price: round(r.int(1500, 9000) * 1000, 5000),
      };

const appliances: Maker = (r, lang) =>
  lang === 'ar'
    ? {
        title: r.pick([
          'ثلاجة سامسونج 24 قدم',
          'غسالة ال جي 9 كيلو',
          'مكيف سبليت 24 ألف وحدة',
          'فرن غاز 5 عيون',
        ]),
        description: `${r.pick(['مستعملة سنة', 'بالضمان', 'نظيفة جدا'])}، ${r.pick(['تشتغل 100٪', 'السبب الانتقال'])}.`,
        price: r.int(4, 40) * 100,
      }
    : {
        title: r.pick([
          'Samsung fridge 24 cu ft',
          'LG washing machine 9kg',
          'Split AC 2 ton',
          'Dishwasher Bosch',
        ]),
        description: `${r.pick(['1 year old', 'Under warranty', 'Works perfectly'])}.`,
        price: r.int(4, 40) * 100,
      };

const laptops: Maker = (r, lang) =>
  lang === 'ar'
    ? {
        title: r.pick([
          'لابتوب ماك بوك برو M2',
          'لابتوب لينوفو ثينك باد',
          'بلايستيشن 5 مع يدين',
          'شاشة قيمنق 27 بوصة',
        ]),
        description: `${r.pick(['حالة الوكالة', 'استخدام بسيط'])}، ${r.pick(['معه الفاتورة', 'الضمان ساري'])}.`,
        price: r.int(10, 90) * 100,
      }
    : {
        title: r.pick([
          'MacBook Pro M2 16GB',
          'Lenovo ThinkPad X1',
          'PlayStation 5 with 2 controllers',
          'Gaming monitor 27"',
        ]),
        description: `${r.pick(['Mint condition', 'Barely used'])}, ${r.pick(['receipt available', 'warranty valid'])}.`,
        price: r.int(10, 90) * 100,
      };

const perfumes: Maker = (r, lang) =>
  lang === 'ar'
    ? {
        title: r.pick(['دهن عود كمبودي', 'بخور معطر فاخر', 'عطر توم فورد أصلي', 'ساعة رولكس أصلية']),
        description: `${r.pick(['أصلي 100٪', 'جديد', 'هدية لم تستخدم'])}، ${r.pick(['التسليم يدا بيد', 'يوجد شحن'])}.`,
        price: r.int(2, 300) * 100,
      }
    : {
        title: r.pick([
          'Cambodian oud oil 12ml',
          'Tom Ford perfume 100ml',
          'Rolex Submariner',
          'Casio G-Shock',
        ]),
        description: `${r.pick(['100% original', 'Brand new', 'Unused gift'])}.`,
        price: r.int(2, 300) * 100,
      };

const animals: Maker = (r, lang) =>
  lang === 'ar'
    ? {
        title: r.pick(['حوار مجاهيم للبيع', 'صقر حر فرخ', 'قطط شيرازي', 'غنم نعيمي']),
        description: `${r.pick(['بصحة ممتازة', 'مطعم', 'عمر ستة أشهر'])}، ${r.pick(['السعر نهائي', 'للجادين فقط'])}.`,
        price: r.int(3, 250) * 100,
      }
    : {
        title: r.pick(['Persian kittens', 'Falcon for sale', 'Arabian horse', 'Parrots pair']),
        description: `${r.pick(['Healthy and vaccinated', 'Good temperament'])}.`,
        price: r.int(3, 250) * 100,
      };

const misc: Maker = (r, lang) =>
  lang === 'ar'
    ? {
        title: r.pick(['عربية أطفال شيكو', 'دراجة هوائية جبلية', 'خيمة رحلات كبيرة', 'تمور سكري القصيم']),
        description: `${r.pick(['استعمال بسيط', 'جديدة', 'بحالة جيدة'])}.`,
        price: r.int(1, 30) * 100,
      }
    : {
        title: r.pick(['Baby stroller Chicco', 'Mountain bike 27.5"', 'Camping tent 6 person', 'Treadmill']),
        description: `${r.pick(['Lightly used', 'Brand new', 'Good condition'])}.`,
        price: r.int(1, 30) * 100,
      };

/** child category slug → maker; cars-for-sale is handled by carAd (it needs the make/model list). */
export const MAKERS: Record<string, Maker> = {
  'mobile-phones': phones,
  furniture,
  'apartments-for-rent': apartments,
  'villas-for-sale': villas,
  'home-appliances': appliances,
  'air-conditioners': appliances,
  'computers-laptops': laptops,
  'video-games-consoles': laptops,
  'perfumes-oud': perfumes,
  watches: perfumes,
  camels: animals,
  falcons: animals,
  cats: animals,
  'strollers-car-seats': misc,
  bicycles: misc,
  'camping-trips': misc,
  'dates-food': misc,
};
