// Generates gift products for the scale benchmark and the large-catalog browser tests: unique,
// realistic names and descriptions in English and Bangla, so that compression and search are not
// flattered by repeated text. Seeded, so the same N always gives the same products.

/** mulberry32: a small seeded generator, enough to make reproducible catalogs and photos. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Each entry is [English, Bangla]: the same gift in both languages, never a transliteration.
type Words = readonly (readonly [english: string, bangla: string])[];

const finishes: Words = [
  ["Hand-painted", "হাতে আঁকা"],
  ["Engraved", "খোদাই করা"],
  ["Handwoven", "হাতে বোনা"],
  ["Embroidered", "নকশি করা"],
  ["Name-printed", "নাম ছাপা"],
  ["Scented", "সুগন্ধি"],
  ["Vintage-style", "পুরোনো ধাঁচের"],
  ["Rustic", "গ্রামীণ ধাঁচের"],
  ["Gold-trimmed", "সোনালি পাড়ের"],
  ["Miniature", "ছোট্ট"],
  ["Handcrafted", "হাতে তৈরি"],
  ["Carved", "কারুকাজ করা"],
  ["Beaded", "পুঁতির কাজ করা"],
  ["Lacquered", "গালার কাজ করা"],
  ["Pressed-flower", "শুকনো ফুলের"],
  ["Block-printed", "ব্লক প্রিন্টের"],
];
const materials: Words = [
  ["Brass", "পিতলের"],
  ["Jute", "পাটের"],
  ["Bamboo", "বাঁশের"],
  ["Teak", "সেগুন কাঠের"],
  ["Ceramic", "সিরামিকের"],
  ["Terracotta", "পোড়ামাটির"],
  ["Silk", "রেশমের"],
  ["Cotton", "সুতির"],
  ["Nakshi Kantha", "নকশিকাঁথার"],
  ["Glass", "কাচের"],
  ["Copper", "তামার"],
  ["Leather", "চামড়ার"],
  ["Marble", "মার্বেলের"],
  ["Mango-wood", "আমকাঠের"],
  ["Cane", "বেতের"],
  ["Linen", "লিনেনের"],
];
const objects: Words = [
  ["Tea Light Holder", "মোমদানি"],
  ["Photo Album", "ফটো অ্যালবাম"],
  ["Jewellery Box", "গয়নার বাক্স"],
  ["Wall Clock", "দেয়ালঘড়ি"],
  ["Coaster Set", "কোস্টার সেট"],
  ["Table Lamp", "টেবিল ল্যাম্প"],
  ["Keepsake Box", "স্মৃতির বাক্স"],
  ["Pen Stand", "কলমদানি"],
  ["Serving Tray", "পরিবেশনের ট্রে"],
  ["Flower Vase", "ফুলদানি"],
  ["Cushion Cover", "কুশন কভার"],
  ["Wall Hanging", "দেয়ালসজ্জা"],
  ["Tiffin Carrier", "টিফিন ক্যারিয়ার"],
  ["Key Ring", "চাবির রিং"],
  ["Bookmark Set", "বুকমার্ক সেট"],
  ["Mug Pair", "জোড়া মগ"],
  ["Candle Set", "মোমবাতির সেট"],
  ["Tote Bag", "ঝোলা ব্যাগ"],
  ["Diary", "ডায়েরি"],
  ["Desk Organiser", "ডেস্ক গোছানোর বাক্স"],
  ["Spice Box", "মসলার কৌটা"],
  ["Hand Mirror", "হাত-আয়না"],
  ["Incense Stand", "আগরদানি"],
  ["Planter", "গাছের টব"],
  ["Chocolate Box", "চকলেটের বাক্স"],
  ["Wallet", "মানিব্যাগ"],
  ["Watch Box", "ঘড়ির বাক্স"],
  ["Hand Fan", "হাতপাখা"],
  ["Shawl", "শাল"],
  ["Photo Frame", "ছবির ফ্রেম"],
];
const recipients: Words = [
  ["for Mum", "মায়ের জন্য"],
  ["for Dad", "বাবার জন্য"],
  ["for Her", "প্রিয়জনের জন্য"],
  ["for Him", "প্রিয় মানুষটির জন্য"],
  ["for Couples", "দম্পতির জন্য"],
  ["for Newlyweds", "নবদম্পতির জন্য"],
  ["for Teachers", "শিক্ষকের জন্য"],
  ["for Colleagues", "সহকর্মীর জন্য"],
  ["for Grandparents", "দাদা-দাদির জন্য"],
  ["for Best Friends", "প্রিয় বন্ধুর জন্য"],
  ["for Kids", "ছোটদের জন্য"],
  ["for Sisters", "বোনের জন্য"],
  ["for Brothers", "ভাইয়ের জন্য"],
];
/** The Bangla side is the possessive: “made by artisans of …”. */
const places: Words = [
  ["Rajshahi", "রাজশাহীর"],
  ["Sylhet", "সিলেটের"],
  ["Khulna", "খুলনার"],
  ["Bogura", "বগুড়ার"],
  ["Jashore", "যশোরের"],
  ["Cumilla", "কুমিল্লার"],
  ["Tangail", "টাঙ্গাইলের"],
  ["Narayanganj", "নারায়ণগঞ্জের"],
  ["Kushtia", "কুষ্টিয়ার"],
  ["Barishal", "বরিশালের"],
  ["Rangpur", "রংপুরের"],
  ["Mymensingh", "ময়মনসিংহের"],
];
const colours: Words = [
  ["deep red", "গাঢ় লাল"],
  ["mustard yellow", "সরষে হলুদ"],
  ["indigo", "নীল"],
  ["leaf green", "কচি পাতা সবুজ"],
  ["ivory", "হাতির দাঁত সাদা"],
  ["rose pink", "গোলাপি"],
  ["teal", "সবুজাভ নীল"],
  ["saffron", "জাফরানি"],
  ["charcoal grey", "গাঢ় ধূসর"],
  ["sky blue", "আকাশি"],
];
const wraps: Words = [
  ["kraft paper and jute string", "ক্রাফট কাগজ আর পাটের সুতলিতে"],
  ["red silk with a gold ribbon", "সোনালি ফিতা দেওয়া লাল রেশমি কাপড়ে"],
  ["a printed gift box", "ছাপা নকশার উপহার বাক্সে"],
  ["festive paper with a paper flower", "কাগজের ফুল লাগানো উৎসবের কাগজে"],
  ["a cane basket", "বেতের ঝুড়িতে"],
];
const careNotes: Words = [
  [
    "Wipe clean with a dry cloth and keep it out of direct sun.",
    "শুকনো কাপড়ে মুছে রাখুন, কড়া রোদে রাখবেন না।",
  ],
  ["Hand wash in cold water and dry in the shade.", "ঠান্ডা পানিতে হাতে ধুয়ে ছায়ায় শুকান।"],
  [
    "Polish now and then with a soft cloth to keep its shine.",
    "উজ্জ্বল রাখতে মাঝে মাঝে নরম কাপড়ে মুছে নিন।",
  ],
  ["Keep it away from water and heat.", "পানি আর তাপ থেকে দূরে রাখুন।"],
];
const categorySlugs = [
  "birthday-gifts",
  "anniversary-gifts",
  "wedding-gifts",
  "corporate-gifts",
  "flowers-plants",
  "personalized-gifts",
];

const bengaliDigits = (value: number) =>
  String(value).replace(/\d/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)] ?? digit);

/**
 * `count` products with ids from `firstId`, each as the owner writes a product.yaml (decision 008):
 * both languages side by side. Categories are slugs of the shop's categories; the picture is the
 * caller's to put beside it.
 */
export function generateProducts({
  count,
  firstId,
  seed = 2026,
}: {
  count: number;
  firstId: number;
  seed?: number;
}) {
  const random = seededRandom(seed + count);
  const pick = <T>(list: readonly T[]): T => {
    const picked = list[Math.floor(random() * list.length)];
    if (picked === undefined) throw new Error("nothing to pick from");
    return picked;
  };
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const products: Record<string, unknown>[] = [];
  const usedNames = new Set<string>();

  while (products.length < count) {
    const parts = [pick(finishes), pick(materials), pick(objects), pick(recipients)] as const;
    const nameEn = parts.map(([english]) => english).join(" ");
    if (usedNames.has(nameEn)) continue;
    usedNames.add(nameEn);
    const [finish, material, object, recipient] = parts;
    const [place, colour, wrap, care] = [pick(places), pick(colours), pick(wraps), pick(careNotes)];
    const [width, height] = [between(8, 45), between(6, 40)];
    const hour = between(1, 5);
    const price = between(3, 95) * 100 - pick([0, 0, 10, 50]);
    const discounted = random() < 0.3;

    products.push({
      id: firstId + products.length,
      category: pick(categorySlugs),
      price,
      ...(discounted ? { original_price: price + between(1, 15) * 50 } : {}),
      in_stock: random() > 0.08,
      featured: random() < 0.15,
      name: { en: nameEn, bn: `${recipient[1]} ${finish[1]} ${material[1]} ${object[1]}` },
      description: {
        en:
          `${finish[0]} ${material[0].toLowerCase()} ${object[0].toLowerCase()} in ${colour[0]}, ` +
          `made by artisans in ${place[0]}. It measures ${width} × ${height} cm. ` +
          `We wrap it in ${wrap[0]} with a handwritten card; order before ${hour} pm for ` +
          `same-day delivery in Dhaka. ${care[0]}`,
        bn:
          `${place[1]} কারিগরদের তৈরি ${colour[1]} রঙের ${finish[1]} ${material[1]} ` +
          `${object[1]}, মাপে ${bengaliDigits(width)} × ${bengaliDigits(height)} সেমি। ` +
          `হাতে লেখা কার্ডসহ ${wrap[1]} মুড়ে দিই; ঢাকায় একই দিনে পেতে বেলা ` +
          `${bengaliDigits(hour)}টার আগে অর্ডার করুন। ${care[1]}`,
      },
      photo_description: {
        en: `A ${colour[0]} ${material[0].toLowerCase()} ${object[0].toLowerCase()}`,
        bn: `${colour[1]} রঙের ${material[1]} ${object[1]}`,
      },
    });
  }
  return products;
}
