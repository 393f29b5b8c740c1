/** Shared class lists, so every button and badge on the site looks like it belongs together. */

/** Colours and vertical padding: a bordered button pads 2 px less so all stand equally tall. */
const buttonVariants = {
  primary:
    "bg-brand-700 py-2.5 text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none",
  secondary: "border-2 border-brand-700 bg-white py-2 text-brand-800 hover:bg-brand-50",
  gold: "bg-gold-400 py-2.5 text-ink shadow-sm hover:bg-gold-300",
  whatsapp: "bg-[#0b7a3b] py-2.5 text-white shadow-sm hover:bg-[#096330]",
  /** The other ways beside a page's one main action: there, but not competing with it. */
  quiet: "border border-stone-300 bg-white py-2 text-ink hover:border-brand-200 hover:bg-brand-50",
};

/**
 * Horizontal padding and type size. A size is chosen here rather than appended by the caller:
 * Tailwind orders classes by its own stylesheet, so an added `px-3` silently lost to `px-6`.
 */
const buttonSizes = {
  regular: "px-6",
  /** Beside a second button in a narrow card. */
  compact: "px-3",
  /** A product card's full-width button: its words grow with the room it has (product-card.tsx). */
  card: "px-3 text-base leading-tight min-[360px]:max-[424px]:px-1 min-[360px]:max-[488px]:text-sm min-[424px]:max-[488px]:px-2 lg:px-2 lg:text-sm",
};

export function button(
  variant: keyof typeof buttonVariants,
  size: keyof typeof buttonSizes = "regular",
): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-semibold ${buttonVariants[variant]} ${buttonSizes[size]}`;
}

export const buttonPrimary = button("primary");
export const buttonSecondary = button("secondary");
export const buttonGold = button("gold");
export const buttonWhatsapp = button("whatsapp");
export const buttonQuiet = button("quiet");

export const iconButtonRound =
  "inline-flex size-11 items-center justify-center rounded-full border border-sand bg-white text-ink shadow-sm hover:border-brand-200 hover:text-brand-800";

export const card = "rounded-2xl border border-sand bg-white shadow-sm";

/**
 * A round, borderless icon button for the header, 44 px as every primary control: the logo and
 * four of them fit a 360 px screen.
 */
export const iconButton =
  "relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-800";
