/**
 * How long or short each form's fields may be, in characters once trimmed: the forms' rules check
 * them and the texts of both editions quote them. Constants only, so the texts every page loads
 * carry these numbers without the forms' rules.
 */

/** The longest name any form accepts. */
export const nameMax = 80;

export const addressMax = 500;

export const contactLimits = {
  nameMax,
  emailMax: 254,
  phoneMin: 6,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 1000,
} as const;

/**
 * The most characters a gift's text field may ask for (an engraving, a printed line): longer
 * words belong in the card message. The content checker holds the owner to it.
 */
export const personalisationMax = 100;

/**
 * The most UTF-16 code units a saved text may take: the device keeps nothing longer, so a gift's
 * field refuses more, whatever its count of characters (a letter under many accents is one
 * character of dozens of units). 100 family emoji with skin tones, the longest a person types,
 * take 2,500.
 */
export const storedTextMax = 4000;
