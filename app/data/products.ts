import type { Product } from "./types";

export const products = [
  {
    id: 1,
    name: "Personalized Photo Frame",
    price: 1200,
    originalPrice: 1500,
    image: {
      src: "/images/products/photo-frame.svg",
      alt: "A wooden photo frame holding a smiling couple's portrait, with a name engraved below",
    },
    category: "personalized-gifts",
    description:
      "A solid mango-wood frame with your favourite photo printed on matte paper and a name or date laser-engraved below it. Send us the photo on WhatsApp after you order.",
    rating: 4.8,
    reviews: 124,
    inStock: true,
    featured: true,
  },
  {
    id: 2,
    name: "Birthday Chocolate Hamper",
    price: 2500,
    originalPrice: 2800,
    image: {
      src: "/images/products/chocolate-hamper.svg",
      alt: "A wicker basket of wrapped chocolates with a red ribbon and a birthday card",
    },
    category: "birthday-gifts",
    description:
      "A wicker basket of assorted chocolates, cookies and a handwritten birthday card, wrapped in cellophane with a satin bow. Kept cool until it reaches the door.",
    rating: 4.7,
    reviews: 89,
    inStock: true,
    featured: true,
  },
  {
    id: 3,
    name: "Anniversary Couple Wall Clock",
    price: 1850,
    image: {
      src: "/images/products/couple-clock.svg",
      alt: "A round wooden wall clock with two hearts and the couple's initials on its face",
    },
    category: "anniversary-gifts",
    description:
      "A silent-sweep wooden wall clock with the couple's initials and wedding date printed on the face. Runs on one AA battery, included.",
    rating: 4.6,
    reviews: 56,
    inStock: true,
    featured: true,
  },
  {
    id: 4,
    name: "Engraved Name Pen Set",
    price: 950,
    image: {
      src: "/images/products/pen-set.svg",
      alt: "Two metal pens in an open gift box, one engraved with a name",
    },
    category: "personalized-gifts",
    description:
      "A ballpoint and a rollerball pen in a velvet-lined box, with any name up to 20 letters engraved on the barrel. A favourite for graduations and new jobs.",
    rating: 4.5,
    reviews: 42,
    inStock: true,
    featured: true,
  },
  {
    id: 5,
    name: "Birthday Surprise Box",
    price: 3200,
    originalPrice: 3600,
    image: {
      src: "/images/products/surprise-box.svg",
      alt: "An open gift box with balloons, a small cake and confetti spilling out",
    },
    category: "birthday-gifts",
    description:
      "A box that bursts open with balloons, a small chocolate cake, a greeting card and a keepsake teddy. Delivered on the day in Dhaka, so the surprise lands on time.",
    rating: 4.9,
    reviews: 73,
    inStock: true,
    featured: true,
  },
  {
    id: 6,
    name: "Message in a Bottle",
    price: 750,
    image: {
      src: "/images/products/message-bottle.svg",
      alt: "A corked glass bottle holding a rolled love letter tied with twine",
    },
    category: "anniversary-gifts",
    description:
      "Your own love letter, printed on parchment-style paper, rolled and sealed in a corked glass bottle with dried flowers and a wooden stand.",
    rating: 4.4,
    reviews: 38,
    inStock: false,
    featured: true,
  },
  {
    id: 7,
    name: "Custom Photo Cushion",
    price: 1100,
    image: {
      src: "/images/products/photo-cushion.svg",
      alt: "A square cushion printed with a family photo and a heart",
    },
    category: "personalized-gifts",
    description:
      "A soft 16-inch cushion printed on both sides with the photo and words you choose. The cover comes off and washes at 30°C.",
    rating: 4.6,
    reviews: 61,
    inStock: true,
    featured: true,
  },
  {
    id: 8,
    name: "Eternal Rose in Glass Dome",
    price: 2200,
    originalPrice: 2600,
    image: {
      src: "/images/products/rose-dome.svg",
      alt: "A single red rose under a glass dome on a wooden base",
    },
    category: "anniversary-gifts",
    description:
      "A real rose, preserved to keep its colour for years, under a glass dome with warm LED lights. A lasting way to say you still remember the first day.",
    rating: 4.8,
    reviews: 95,
    inStock: true,
    featured: true,
  },
  {
    id: 9,
    name: "Stylish Juice Bottle",
    price: 450,
    image: {
      src: "/images/products/juice-bottle.svg",
      alt: "A tall glass juice bottle with a bamboo lid and an orange slice inside",
    },
    category: "birthday-gifts",
    description:
      "A 500 ml borosilicate glass bottle with a bamboo lid and a silicone sleeve. A small, useful birthday gift for someone always on the move.",
    rating: 4.3,
    reviews: 27,
    inStock: true,
    featured: false,
  },
] as const satisfies readonly Product[];
