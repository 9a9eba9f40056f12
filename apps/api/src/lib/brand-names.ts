// Brands people search for outside vehicles, each with the spellings they type in both scripts
// (docs/product/listings-and-search.md#search). A search for any spelling matches all of them; a
// brand and its product line are separate entries, so "galaxy" never finds an iPhone. Vehicles'
// makes and models come from the database (reference data) and join the same vocabulary.
// Spellings are given as typed; normalisation folds أ/إ/آ, ى and ة, so one form of each suffices.

export const BRAND_FAMILIES = {
  phones: [
    // Not ابل alone: normalised, إبل (camels, sold daily) is the same word.
    ['Apple', 'ابل ستور'],
    ['iPhone', 'ايفون', 'آيفون', 'اي فون', 'ايفن'],
    ['Samsung', 'سامسونج', 'سامسونغ', 'سامسونق', 'سامسنج'],
    ['Galaxy', 'جالكسي', 'جالاكسي', 'جلاكسي', 'قالكسي', 'غالاكسي'],
    ['Huawei', 'هواوي', 'هواوى'],
    ['Xiaomi', 'شاومي', 'شياومي', 'شاومى'],
    ['Redmi', 'ريدمي'],
    ['Honor', 'هونر', 'هونور', 'اونر'],
    ['Oppo', 'اوبو', 'أوبو'],
    ['Vivo', 'فيفو'],
    ['OnePlus', 'One Plus', 'ون بلس', 'وان بلس'],
    ['Pixel', 'بكسل', 'بيكسل'],
    ['Nokia', 'نوكيا'],
    ['Realme', 'ريلمي'],
    ['Infinix', 'انفينكس', 'إنفينكس'],
    ['Motorola', 'موتورولا'],
  ],
  electronics: [
    ['Sony', 'سوني'],
    ['PlayStation', 'Play Station', 'بلايستيشن', 'بلاي ستيشن', 'بلستيشن', 'سوني ستيشن'],
    ['Xbox', 'اكس بوكس', 'إكس بوكس', 'اكسبوكس'],
    ['Nintendo', 'نينتندو', 'نينتيندو'],
    ['iPad', 'ايباد', 'آيباد'],
    ['MacBook', 'Mac Book', 'ماك بوك', 'ماكبوك'],
    ['AirPods', 'ايربودز', 'ايربود', 'اير بودز'],
    ['Lenovo', 'لينوفو'],
    ['Dell', 'ديل'],
    ['HP', 'اتش بي', 'إتش بي'],
    ['Asus', 'اسوس', 'أسوس'],
    ['Acer', 'ايسر', 'أيسر'],
    ['Canon', 'كانون'],
    ['Nikon', 'نيكون'],
    ['JBL', 'جي بي ال'],
    ['Bose', 'بوز'],
    ['DJI', 'دي جي اي'],
  ],
  watches: [
    ['Rolex', 'رولكس', 'روليكس'],
    ['Omega', 'اوميغا', 'اوميجا', 'أوميغا'],
    ['Casio', 'كاسيو'],
    ['G-Shock', 'G Shock', 'جي شوك'],
    ['Seiko', 'سيكو'],
    ['Tag Heuer', 'تاغ هوير', 'تاج هوير'],
    ['Cartier', 'كارتير', 'كارتييه'],
    ['Patek Philippe', 'Patek', 'باتيك فيليب', 'باتيك'],
    ['Audemars Piguet', 'اوديمار بيغيه', 'اوديمار'],
    ['Hublot', 'هوبلو'],
    ['Tissot', 'تيسو'],
    ['Citizen', 'سيتيزن'],
    ['Apple Watch', 'ابل واتش', 'ساعة ابل'],
  ],
  perfumes: [
    ['Chanel', 'شانيل', 'شنل'],
    ['Dior', 'ديور'],
    ['Tom Ford', 'توم فورد'],
    ['Gucci', 'قوتشي', 'غوتشي', 'جوتشي', 'قوشي'],
    ['Versace', 'فيرساتشي', 'فرزاتشي'],
    ['Armani', 'ارماني', 'أرماني'],
    ['Creed', 'كريد'],
    ['Amouage', 'امواج', 'أمواج'],
    ['Ajmal', 'اجمل للعطور', 'أجمل للعطور'],
    ['Arabian Oud', 'العربية للعود'],
    ['Abdul Samad Al Qurashi', 'عبدالصمد القرشي', 'عبد الصمد القرشي'],
    // Not رصاصي alone: it is also the colour grey, common in car ads.
    ['Rasasi', 'الرصاصي للعطور', 'رصاصي للعطور'],
    ['Lattafa', 'لطافة'],
    ['Swiss Arabian', 'السويسرية العربية', 'سويس ارابيان'],
  ],
  appliances: [
    ['LG', 'ال جي', 'إل جي'],
    ['Toshiba', 'توشيبا'],
    ['Panasonic', 'باناسونيك'],
    ['Bosch', 'بوش'],
    ['Whirlpool', 'ويرلبول', 'ويرلبوول'],
    ['Ariston', 'اريستون', 'أريستون'],
    ['Hitachi', 'هيتاشي'],
    ['Gree', 'جري', 'قري'],
    ['Midea', 'ميديا', 'مايديا'],
    ['Carrier', 'كاريير', 'كارير'],
    ['Haier', 'هاير'],
    ['Kenwood', 'كينوود'],
    ['Philips', 'فيليبس'],
    ['Tefal', 'تيفال'],
    ['Moulinex', 'مولينكس'],
    ['Dyson', 'دايسون'],
    ['Zanussi', 'زانوسي'],
  ],
} as const satisfies Record<string, readonly (readonly string[])[]>;

export type BrandFamily = keyof typeof BRAND_FAMILIES;

/** Every brand's spellings, for the search vocabulary. */
export const BRAND_NAMES: string[][] = Object.values(BRAND_FAMILIES).flatMap((family) =>
  family.map((names) => [...names]),
);
