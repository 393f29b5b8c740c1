import type { TeamMember } from "./types";

export const team = [
  {
    id: "nusrat",
    name: "Nusrat Jahan",
    role: "Founder & Gift Curator",
    image: { src: "/images/team/nusrat.svg", alt: "Portrait of Nusrat Jahan" },
    description:
      "Nusrat started Upohar in 2025 after years of hunting Dhaka's markets for the right gift. She chooses every item we sell.",
  },
  {
    id: "tanvir",
    name: "Tanvir Ahmed",
    role: "Orders & Delivery Lead",
    image: { src: "/images/team/tanvir.svg", alt: "Portrait of Tanvir Ahmed" },
    description:
      "Tanvir answers the phone, wraps the parcels and makes sure every gift leaves on time, from Mirpur to Moulvibazar.",
  },
] as const satisfies readonly TeamMember[];
