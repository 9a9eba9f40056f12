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
export type Maker = (r: Rand, lang: 'ar' | 'en') => Ad;

const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

export function carAd(r: Rand, lang: 'ar' | 'en', car: CarPick): Ad {
  const year = r.int(2008, 2025);
  // Mileage follows age (8,000–30,000 km a year), as a buyer expects; one draw, as before.
  const km = round(Math.max(1, 2026 - year) * r.int(8, 30) * 1000, 1000);
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

export const phones: Maker = (r, lang) => {
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

export const furniture: Maker = (r, lang) =>
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

export const apartments: Maker = (r, lang) => {
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

export const villas: Maker = (r, lang) =>
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
