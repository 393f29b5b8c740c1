import type { Category } from "./types";

export const categories = [
  {
    id: 1,
    name: "Birthday Gifts",
    slug: "birthday-gifts",
    image: {
      src: "/images/categories/birthday.svg",
      alt: "A birthday cake with candles and balloons",
    },
    productCount: 5,
    blurb: "Hampers, surprise boxes and little treats for the big day.",
  },
  {
    id: 2,
    name: "Anniversary Gifts",
    slug: "anniversary-gifts",
    image: { src: "/images/categories/anniversary.svg", alt: "Two interlocked rings with a heart" },
    productCount: 4,
    blurb: "Keepsakes for the years you have shared.",
  },
  {
    id: 3,
    name: "Wedding Gifts",
    slug: "wedding-gifts",
    image: {
      src: "/images/categories/wedding.svg",
      alt: "A decorated wedding gift box with a garland",
    },
    productCount: 4,
    blurb: "Gifts for the couple and their new home.",
  },
  {
    id: 4,
    name: "Corporate Gifts",
    slug: "corporate-gifts",
    image: {
      src: "/images/categories/corporate.svg",
      alt: "A diary, a pen and a mug in a branded box",
    },
    productCount: 2,
    blurb: "Thoughtful gifts for clients and teams, in bulk.",
  },
  {
    id: 5,
    name: "Flowers & Plants",
    slug: "flowers-plants",
    image: {
      src: "/images/categories/flowers.svg",
      alt: "A potted plant beside a bunch of flowers",
    },
    productCount: 2,
    blurb: "Fresh bouquets and plants that keep on growing.",
  },
  {
    id: 6,
    name: "Personalized Gifts",
    slug: "personalized-gifts",
    image: {
      src: "/images/categories/personalized.svg",
      alt: "A mug and a frame with a name written on them",
    },
    productCount: 12,
    blurb: "Names, photos and words that make a gift theirs alone.",
  },
] as const satisfies readonly Category[];
