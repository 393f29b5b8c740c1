/**
 * A number in running text is read as one thing: the shop's phone number broken after its first
 * group, or "6 Feb" with "Feb" on the next line, is misread or mistyped. This finds, in a sentence of either
 * edition, the runs a line must not break: numbers (with their spaces, dashes and commas), the
 * words that belong to them (an hour's am or দুপুর, a month, a weekday, টাকা) and order
 * references, so that a component can keep each on one line.
 */

/** A part of a sentence: `whole` parts are to be kept on one line. */
export interface TextPart {
  text: string;
  whole: boolean;
}

/** Words that belong to a number beside them, in both editions (i18n's dates and hours). */
const unitWords = new Set([
  "am",
  "pm",
  ...["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  ...["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  ...["January", "February", "March", "April", "June", "July", "August"],
  ...["September", "October", "November", "December"],
  ...["রবিবার", "সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার"],
  ...["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট"],
  ...["সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"],
  ...["রাত", "ভোর", "সকাল", "দুপুর", "বিকেল", "সন্ধ্যা", "টাকা"],
]);

const digit = /[0-9০-৯]/;
/** An order reference or a code like it, which may hold no digit: UP-ABCDEF. */
const code = /^[A-Z]{2,}-[A-Z0-9]{4,}$/;
/** Punctuation a word may carry at its ends, and that ends a run after it. */
const leading = /^[(‘“"']+/;
const trailing = /[,.;:!?)’”"'।]+$/;

const bare = (word: string) => word.replace(leading, "").replace(trailing, "");
const isNumber = (word: string) => digit.test(word) || code.test(bare(word));
const isUnit = (word: string) => unitWords.has(bare(word));

/**
 * The sentence cut into parts, in order: each run of numbers and the words that belong to them
 * (joined by single spaces, not across a comma or a full stop) is one whole part.
 */
export function numberRuns(text: string): TextPart[] {
  const pieces = text.split(/( )/);
  const parts: TextPart[] = [];
  let plain = "";
  let index = 0;
  while (index < pieces.length) {
    let end = index;
    let hasNumber = false;
    // A run grows word by word while each word is a number or a unit, and stops after a word
    // that ends with punctuation.
    while (end < pieces.length) {
      const word = pieces[end] ?? "";
      if (word === "" || !(isNumber(word) || isUnit(word))) break;
      hasNumber ||= isNumber(word);
      const next = pieces[end + 2];
      if (trailing.test(word) || pieces[end + 1] !== " " || next === undefined) {
        end += 1;
        break;
      }
      end += 2;
    }
    // A run's spaces were taken with it: the last one belongs after it.
    while (end > index && pieces[end - 1] === " ") end -= 1;
    if (hasNumber) {
      if (plain) parts.push({ text: plain, whole: false });
      plain = "";
      parts.push({ text: pieces.slice(index, end).join(""), whole: true });
      index = end;
    } else {
      plain += pieces[index] ?? "";
      index += 1;
    }
  }
  if (plain) parts.push({ text: plain, whole: false });
  return parts;
}
