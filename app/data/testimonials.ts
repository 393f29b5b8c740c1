import type { Testimonial } from "./types";

export const testimonials = [
  {
    id: "farhana",
    name: "Farhana Rahman",
    location: "Dhanmondi, Dhaka",
    review:
      "I ordered the surprise box at noon and it reached my sister the same evening. She cried happy tears. The wrapping was beautiful.",
    rating: 5,
  },
  {
    id: "arif",
    name: "Arif Hossain",
    location: "Chattogram",
    review:
      "Called to order an engraved pen set for my father. They read the name back to me to check the spelling, and it arrived in two days.",
    rating: 5,
  },
  {
    id: "sadia",
    name: "Sadia Islam",
    location: "Sylhet",
    review:
      "The photo cushion looks exactly like the picture I sent on WhatsApp. Paying by bKash was easy and they kept me updated by SMS.",
    rating: 4,
  },
] as const satisfies readonly Testimonial[];
