/**
 * The interface's icons (Lucide's), drawn from one cached file of symbols, icons.svg, rather than
 * each icon's shapes written into every page and into the scripts that hydrate it (decision 018).
 * The sprite is made from these names by `npm run icons` (scripts/build/icon-sprite.ts);
 * icons.test.ts fails when it lacks one. The outer `<svg>` has the class `lucide`, to which app.css
 * gives Lucide's size and drawing attributes (24 px, no fill, a 2-unit round stroke in the text's
 * colour), once for the page rather than on each of its 60-odd icons; a class on an icon sizes and
 * colours it as before.
 */
import spriteUrl from "./icons.svg?url";

interface IconProps {
  className?: string;
  /** Every icon here sits beside words that say what it means, so it is hidden by default. */
  "aria-hidden"?: boolean | "true" | "false";
}

/** Where a symbol of the sprite is; a name written here as a string is drawn into the sprite too. */
const spriteHref = (name: string) => `${spriteUrl}#${name}`;

function icon(name: string) {
  function SpriteIcon({ className, "aria-hidden": ariaHidden = true }: IconProps) {
    // The `<use>` fills the `<svg>`, and the symbol's own viewBox scales the icon to it.
    return (
      <svg className={className ? `lucide ${className}` : "lucide"} aria-hidden={ariaHidden}>
        <use href={spriteHref(name)} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}

export const AlertCircle = icon("circle-exclamation-point");
export const BadgeCheck = icon("badge-check");
export const CalendarHeart = icon("calendar-heart");
export const Check = icon("check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleCheck = icon("circle-check");
export const CircleHelp = icon("circle-question-mark");
export const CircleX = icon("circle-x");
export const ClipboardList = icon("clipboard-list");
export const Clock = icon("clock");
export const Copy = icon("copy");
export const Gift = icon("gift");
export const Heart = icon("heart");
export const Languages = icon("languages");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Maximize2 = icon("maximize-2");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const MessageSquareText = icon("message-square-text");
export const Minus = icon("minus");
export const PackageSearch = icon("package-search");
export const PartyPopper = icon("party-popper");
export const PenLine = icon("pen-line");
export const Pencil = icon("pencil");
export const Phone = icon("phone");
export const Plus = icon("plus");
export const ReceiptText = icon("receipt-text");
export const RotateCcw = icon("rotate-ccw");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Share2 = icon("share-2");
export const ShieldCheck = icon("shield-check");
export const ShoppingBag = icon("shopping-bag");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Smile = icon("face-slightly-smiling");
export const Trash2 = icon("trash");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Truck = icon("truck");
export const User = icon("user");
export const UserRound = icon("user-round");
export const Wallet = icon("wallet");
export const WifiOff = icon("wifi-off");
export const X = icon("x");
export const ZoomIn = icon("zoom-in");
export const ZoomOut = icon("zoom-out");

/** Lucide's star, for the ratings, which draw five of it in one `<svg>` (stars.tsx). */
export const starSymbol = spriteHref("star");
