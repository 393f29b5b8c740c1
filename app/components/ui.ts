/** Shared class lists, so every button and badge on the site looks like it belongs together. */
/** The primary button without horizontal padding, for places that set their own. */
export const buttonPrimaryUnpadded =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none";

export const buttonPrimary = `${buttonPrimaryUnpadded} px-6`;

export const buttonSecondary =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-brand-700 bg-white px-6 py-2 font-semibold text-brand-800 hover:bg-brand-50";

export const buttonGold =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-gold-400 px-6 py-2.5 font-semibold text-ink shadow-sm hover:bg-gold-300";

export const buttonWhatsapp =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-[#0b7a3b] px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-[#096330]";

export const iconButtonRound =
  "inline-flex size-11 items-center justify-center rounded-full border border-sand bg-white text-ink shadow-sm hover:border-brand-200 hover:text-brand-800";

export const card = "rounded-2xl border border-sand bg-white shadow-sm";

/**
 * A round, borderless icon button for the header: 40 px on phones, so the logo and four buttons
 * fit a 360 px screen, and 44 px from the tablet width up.
 */
export const iconButton =
  "relative inline-flex size-10 items-center justify-center sm:size-11 rounded-full text-ink hover:bg-brand-50 hover:text-brand-800";
