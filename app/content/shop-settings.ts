import * as v from "valibot";
import { parse } from "yaml";
import { districts } from "../data/districts";
import {
  settingNames,
  walletNames,
  type BothLanguages,
  type HourSpan,
  type ShopSettings,
  type WalletAccount,
  type WalletName,
} from "../data/shop-settings";
import { normalizeBdMobile, toLatinDigits } from "../lib/forms/bd-mobile";
import { isValidEmail } from "../lib/forms/email";
import {
  brandContrast,
  brandPalette,
  darkerReadable,
  isHexColour,
  minimumContrast,
} from "../lib/site/brand-palette";
import {
  bothLanguages,
  count,
  fields,
  optional,
  pictureName,
  text,
  wholeNumberFrom,
  yesOrNo,
} from "./content-fields";
import {
  ContentError,
  entriesOf,
  picturePattern,
  shown,
  type ContentFile,
  type Kind,
  type Reading,
} from "./content-files";
import { namedShopPictures } from "./photo-order";

/**
 * The shop's own settings, content/shop.yaml: read and checked like every content file (one
 * sentence per mistake, naming the file and the field), then turned into the numbers and links
 * the pages use (app/data/shop-settings.ts). It runs when the site is built and in the owner's
 * admin, never in a shopper's browser.
 */

export const shopFile = "shop.yaml";

const mobileExample =
  "a Bangladeshi mobile number such as 01XXX-XXXXXX (11 digits from 013 to 019)";

/**
 * A number as the owner typed it. YAML reads 01812345678, typed without quotes or dashes, as the
 * number 1812345678: its lost leading 0 is put back.
 */
const typedNumber = v.pipe(
  v.union([v.string(), v.number()], `must be ${mobileExample}`),
  v.transform((value) => {
    if (typeof value === "string") return value;
    const digits = String(value);
    return /^1\d{9,10}$/.test(digits) ? `0${digits}` : digits;
  }),
);

const bdMobile = v.pipe(
  typedNumber,
  v.check((value) => normalizeBdMobile(value) !== null, `must be ${mobileExample}`),
);

/** Rocket's account number is the mobile number and one more digit: checked with its wallet. */
const walletNumber = typedNumber;

/** "15:00" or "9:30" would be read as minutes by YAML unquoted; a time is written "15:00". */
const timeOfDay = (what: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `must be ${what}, a time on the hour such as "15:00"`),
    v.transform((value) =>
      typeof value === "number"
        ? `${Math.floor(value / 60)}:${String(value % 60).padStart(2, "0")}`
        : value,
    ),
    v.check(
      (value) => hourOf(value) !== null,
      `must be ${what}, a time on the hour such as "15:00"`,
    ),
  );

/** A whole hour written "15:00" (or "15"), 0 to 24; null for anything else. */
export function hourOf(written: string): number | null {
  const match = /^(\d{1,2})(?::00)?$/.exec(toLatinDigits(written).trim());
  const hour = match ? Number(match[1]) : NaN;
  return hour >= 0 && hour <= 24 ? hour : null;
}

const webAddress = (what: string) =>
  v.pipe(
    text(`${what}, starting with https://`),
    v.check(isHttpsAddress, `must be ${what}, starting with https://`),
  );

function isHttpsAddress(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A shop that names no draft_kept_days: long enough to come back from the wallet app, or a night. */
const defaultDraftKeptDays = 3;

/**
 * A shop that names no moon_day_deliver_days_before: Eid gifts by the evening before, চাঁদরাত, as
 * Dhaka's gift shops deliver them; on Eid day, and on Eid al-Adha with the qurbani, few work.
 */
const defaultMoonDayDeliverDaysBefore = 1;

const weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

const wallet = fields(
  {
    wallet: v.picklist(walletNames, `must be one of ${walletNames.join(", ")}`),
    number: walletNumber,
    kind: v.picklist(
      ["personal", "merchant"],
      "must be personal (shoppers Send Money to it) or merchant (shoppers make a Payment)",
    ),
  },
  "must be a wallet: wallet (bKash, Nagad or Rocket), number and kind",
);

const schema = fields(
  {
    name: bothLanguages("shop's name"),
    tagline: bothLanguages("tagline"),
    brand_colour: v.pipe(
      v.string('must be a colour written as # and six hex digits, such as "#a3112f"'),
      v.check(isHexColour, 'must be a colour written as # and six hex digits, such as "#a3112f"'),
    ),
    logo: optional(pictureName),
    wrapping_photo: optional(pictureName),
    wrapping_photo_description: optional(bothLanguages("description of the wrapping photo")),
    phone: bdMobile,
    whatsapp: bdMobile,
    email: v.pipe(
      text("the shop's email address, such as hello@example.com"),
      v.check(isValidEmail, "must be the shop's email address, such as hello@example.com"),
    ),
    address: bothLanguages("address"),
    map_link: optional(webAddress("a web address of the shop on a map")),
    web_address: webAddress("the shop's own web address, such as https://example.com"),
    founded: wholeNumberFrom(1900, 2100, "must be the year the shop started, such as 2025"),
    happy_customers: optional(
      wholeNumberFrom(1, 100_000_000, "must be a whole number of customers, such as 100"),
    ),
    story: optional(
      v.array(bothLanguages("paragraph"), "must be a list of paragraphs, each starting with - en:"),
    ),
    calls_from: timeOfDay("the time the shop starts answering calls"),
    calls_until: timeOfDay("the time the shop stops answering calls"),
    social: optional(
      v.array(
        fields(
          {
            name: text("the network's name, such as Facebook"),
            link: webAddress("the page's web address"),
          },
          "must be a network: name and link",
        ),
        "must be a list of networks, each starting with - name:",
      ),
    ),
    wallets: optional(v.array(wallet, "must be a list of wallets, each starting with - wallet:")),
    cash_on_delivery: yesOrNo,
    delivery: fields(
      {
        same_day_cutoff: timeOfDay("the time same-day orders close inside Dhaka city"),
        gift_day_cutoff_days_before: wholeNumberFrom(
          0,
          7,
          "must be a whole number of days from 0 to 7",
        ),
        moon_day_deliver_days_before: optional(
          wholeNumberFrom(0, 7, "must be a whole number of days from 0 to 7, such as 1"),
        ),
        free_from: count("a whole number of taka (0 for free delivery on every order)"),
        fee: count("a whole number of taka, 0 or more"),
        time_windows: v.array(
          v.pipe(
            v.string('must be a time window such as "10:00-13:00"'),
            v.check(
              (value) => windowOf(value) !== null,
              'must be a time window such as "10:00-13:00", the first time before the second',
            ),
          ),
          'must be a list of time windows, each starting with - such as - "10:00-13:00"',
        ),
        outside_city: fields(
          {
            fee: optional(
              count("a whole number of taka, 0 or more (leave it out for the same fee)"),
            ),
            districts: v.union(
              [v.literal("all"), v.array(v.string(), "must be all, or a list of districts")],
              "must be all, or a list of districts such as [Gazipur, Chattogram]",
            ),
            days_from: wholeNumberFrom(1, 30, "must be a whole number of business days, such as 1"),
            days_to: wholeNumberFrom(1, 30, "must be a whole number of business days, such as 3"),
            closed_on: optional(
              v.array(
                v.pipe(
                  v.string("must be a weekday, such as Friday"),
                  v.check(
                    (day) => weekdays.includes(day.trim().toLowerCase()),
                    "must be a weekday, such as Friday",
                  ),
                ),
                "must be a list of weekdays, such as [Friday]",
              ),
            ),
          },
          "must have districts, days_from and days_to under it (fee and closed_on if you need them)",
        ),
      },
      "must have same_day_cutoff, free_from, fee, time_windows and outside_city under it",
    ),
    return_days: wholeNumberFrom(0, 90, "must be a whole number of days, such as 7"),
    card_message_limit: wholeNumberFrom(
      20,
      1000,
      "must be a whole number of characters from 20 to 1000",
    ),
    orders_kept_days: wholeNumberFrom(1, 365, "must be a whole number of days from 1 to 365"),
    draft_kept_days: optional(
      wholeNumberFrom(1, 30, "must be a whole number of days from 1 to 30, such as 3"),
    ),
    still_demo: optional(
      v.array(
        v.picklist(
          settingNames,
          `must be a list of settings named as in this file (${settingNames.join(", ")})`,
        ),
        "must be a list of the settings still holding the demo's values",
      ),
    ),
  },
  "must be a list of settings, one per line (name:, phone:, …)",
);

export const shopSettingsSchema = schema;

const shopKind = { file: /^shop\.yaml$/, pictures: "none", schema } satisfies Kind<v.GenericSchema>;

/** The kind of file the content checker knows shop.yaml as (its stray-file check). */
export const shopSettingsKind = shopKind;

type Entry = v.InferOutput<typeof schema>;

/** "10:00-13:00" as its hours, or null when it is no window. */
export function windowOf(written: string): HourSpan | null {
  const [from, to, ...rest] = written.split(/\s*[-–]\s*/);
  if (from === undefined || to === undefined || rest.length > 0) return null;
  const span = { from: hourOf(from), to: hourOf(to) };
  return span.from !== null && span.to !== null && span.from < span.to
    ? { from: span.from, to: span.to }
    : null;
}

/** +8801XXXXXXXXX as people read it: +880 1XXX-XXXXXX. */
export function phoneDisplay(international: string): string {
  const digits = international.slice("+880".length);
  return `+880 ${digits.slice(0, 4)}-${digits.slice(4)}`;
}

const districtByName = new Map(
  districts.flatMap((district) => [
    [district.id, district.id],
    [district.name.toLowerCase(), district.id],
    [district.nameBn, district.id],
  ]),
);

/**
 * "all" districts, written as the word or, as the admin's list field writes it, a list of the word
 * alone.
 */
function namedDistricts(named: "all" | string[]): "all" | string[] {
  const everywhere =
    named === "all" || (named.length === 1 && named[0]?.trim().toLowerCase() === "all");
  return everywhere ? "all" : named;
}

/** A district's id from its name as the owner wrote it, in English or Bangla, or its id. */
const districtIdOf = (name: string) =>
  districtByName.get(name.trim().toLowerCase()) ?? districtByName.get(name.trim());

/** The ids of the districts named (each checked to be one), or all of them. */
function listedDistricts(named: "all" | string[]): "all" | string[] {
  return named === "all" ? named : named.flatMap((name) => districtIdOf(name) ?? []);
}

/** The checks one field cannot make alone, each a sentence naming the field. */
function crossChecks(entry: Entry, problems: string[]) {
  const say = (field: string, sentence: string) =>
    problems.push(`${shopFile}: ${field} ${sentence}`);
  const contrastFound = brandContrast(entry.brand_colour);
  if (contrastFound < minimumContrast) {
    say(
      "brand_colour",
      `must be dark enough for white words on a button to be read (contrast ${minimumContrast}:1, WCAG AA), found ${shown(entry.brand_colour)} (${contrastFound.toFixed(1)}:1); try "${darkerReadable(entry.brand_colour)}", the same colour darker`,
    );
  }
  const seen = new Set<string>();
  (entry.wallets ?? []).forEach((account, index) => {
    const field = `wallets.entry ${index + 1}`;
    if (seen.has(account.wallet))
      say(`${field}.wallet`, `names ${account.wallet} a second time; list each wallet once`);
    seen.add(account.wallet);
    const number = toLatinDigits(account.number).replace(/[\s-]/g, "");
    const rocketMobile =
      account.wallet === "Rocket" && number.length === 12 ? number.slice(0, 11) : number;
    if (normalizeBdMobile(rocketMobile) === null) {
      say(
        `${field}.number`,
        `must be ${mobileExample}${account.wallet === "Rocket" ? ", and for Rocket one digit more" : ""}, found ${shown(account.number)}`,
      );
    }
  });
  if ((entry.wallets ?? []).length === 0 && !entry.cash_on_delivery) {
    say("cash_on_delivery", "must be yes when no wallet is listed, or shoppers have no way to pay");
  }
  const from = hourOf(entry.calls_from) ?? 0;
  const until = hourOf(entry.calls_until) ?? 24;
  if (from >= until)
    say(
      "calls_until",
      `must be later than calls_from (${entry.calls_from}), found ${shown(entry.calls_until)}`,
    );
  const cutoff = hourOf(entry.delivery.same_day_cutoff) ?? 0;
  if (cutoff === 0 || cutoff === 24) {
    say(
      "delivery.same_day_cutoff",
      `must be a time during the day, such as "15:00", found ${shown(entry.delivery.same_day_cutoff)}`,
    );
  }
  const outside = entry.delivery.outside_city;
  if (outside.days_to < outside.days_from) {
    say(
      "delivery.outside_city.days_to",
      `must not be below days_from (${outside.days_from}), found ${outside.days_to}`,
    );
  }
  if ((outside.closed_on ?? []).length >= 7) {
    say(
      "delivery.outside_city.closed_on",
      "must leave at least one weekday open for sending parcels",
    );
  }
  const named = namedDistricts(outside.districts);
  if (named !== "all") {
    named.forEach((name, index) => {
      if (districtIdOf(name) === undefined) {
        say(
          `delivery.outside_city.districts.entry ${index + 1}`,
          `must be one of Bangladesh's 64 districts, such as Gazipur or Chattogram, found ${shown(name)}`,
        );
      }
    });
  }
}

/**
 * The pictures shop.yaml names (its logo, its wrapping photo), which sit beside it at the top of
 * content/.
 */
export function shopPicturesNamedIn(files: readonly ContentFile[]): string[] {
  const text = files.find((file) => file.path === shopFile)?.text;
  if (text === undefined) return [];
  try {
    const settings: unknown = parse(text);
    return typeof settings === "object" && settings !== null ? namedShopPictures(settings) : [];
  } catch {
    // The settings' own reading names what is wrong with the file.
    return [];
  }
}

/** The addresses on the site of the pictures the settings name, once each is checked. */
interface ShopPictures {
  logo: string | undefined;
  wrappingPhoto: string | undefined;
}

/** The settings as the pages read them, from an entry that passed every check. */
function settingsFrom(entry: Entry, { logo }: ShopPictures): ShopSettings {
  const phone = normalizeBdMobile(String(entry.phone)) ?? "";
  const wallets = Object.fromEntries(
    (entry.wallets ?? []).map((account): [WalletName, WalletAccount] => [
      account.wallet,
      { number: toLatinDigits(account.number).replace(/[\s-]/g, ""), kind: account.kind },
    ]),
  );
  const payments: ShopSettings["payments"] = {
    ...wallets,
    ...(entry.cash_on_delivery ? { cod: { kind: "cash" as const } } : {}),
  };
  const outside = entry.delivery.outside_city;
  return {
    name: entry.name.en,
    nameBn: entry.name.bn,
    tagline: entry.tagline,
    brandColour: entry.brand_colour.toLowerCase(),
    themeColour: brandPalette(entry.brand_colour)[800],
    ...(logo ? { logo } : {}),
    phone,
    phoneDisplay: phoneDisplay(phone),
    whatsapp: normalizeBdMobile(String(entry.whatsapp)) ?? "",
    email: entry.email,
    address: entry.address,
    ...(entry.map_link ? { mapLink: entry.map_link } : {}),
    siteUrl: entry.web_address.replace(/\/+$/, ""),
    foundedYear: entry.founded,
    ...(entry.happy_customers ? { happyCustomers: entry.happy_customers } : {}),
    callHours: { from: hourOf(entry.calls_from) ?? 0, to: hourOf(entry.calls_until) ?? 24 },
    social: (entry.social ?? []).map(({ name, link }) => ({ name, href: link })),
    payments,
    policies: {
      freeShippingThreshold: entry.delivery.free_from,
      shippingFee: entry.delivery.fee,
      outsideCityFee: outside.fee ?? entry.delivery.fee,
      outsideDhakaDays: { from: outside.days_from, to: outside.days_to },
      nonBusinessWeekdays: (outside.closed_on ?? []).map((day) =>
        weekdays.indexOf(day.trim().toLowerCase()),
      ),
      outsideDistricts: listedDistricts(namedDistricts(outside.districts)),
      returnDays: entry.return_days,
    },
    ordering: {
      sameDayCutoffHour: hourOf(entry.delivery.same_day_cutoff) ?? 15,
      occasionCutoffDaysBefore: entry.delivery.gift_day_cutoff_days_before,
      moonDayDeliverDaysBefore:
        entry.delivery.moon_day_deliver_days_before ?? defaultMoonDayDeliverDaysBefore,
      timeWindows: entry.delivery.time_windows.flatMap((window) => windowOf(window) ?? []),
      cardMessageLimit: entry.card_message_limit,
      ordersKeptDays: entry.orders_kept_days,
      draftKeptDays: entry.draft_kept_days ?? defaultDraftKeptDays,
    },
  };
}

/**
 * A picture the settings name in `field`, checked to be one beside shop.yaml: its address on the
 * site, or a sentence added to `problems`.
 */
function pictureBeside(
  field: "logo" | "wrapping_photo",
  name: string | undefined,
  otherFiles: readonly string[],
  problems: string[],
): string | undefined {
  if (name === undefined) return undefined;
  if (!otherFiles.includes(name)) {
    problems.push(
      `${shopFile}: ${field} must be the name of a picture beside it in content/, found ${shown(name)}; put the picture there or leave ${field} empty`,
    );
    return undefined;
  }
  if (!picturePattern.test(name)) {
    problems.push(
      `${shopFile}: ${field} must be a PNG, JPEG, WebP or SVG picture, found ${shown(name)}`,
    );
    return undefined;
  }
  return `/content/${name}`;
}

/**
 * The file's entry and the addresses of its pictures, or a ContentError with one sentence per
 * mistake.
 */
function readEntry(yamlText: string, otherFiles: readonly string[]) {
  const reading: Reading = {
    files: [{ path: shopFile, text: yamlText }],
    otherFiles,
    problems: [],
  };
  const [read] = [...entriesOf(shopKind, reading)];
  if (read) crossChecks(read.entry, reading.problems);
  const pictures: ShopPictures = {
    logo: pictureBeside("logo", read?.entry.logo, otherFiles, reading.problems),
    wrappingPhoto: pictureBeside(
      "wrapping_photo",
      read?.entry.wrapping_photo,
      otherFiles,
      reading.problems,
    ),
  };
  if (read?.entry.wrapping_photo !== undefined && !read.entry.wrapping_photo_description) {
    reading.problems.push(
      `${shopFile}: wrapping_photo_description must say what the wrapping photo shows, in English and in Bangla (en: and bn:), for shoppers who cannot see it; it is needed whenever wrapping_photo names a picture`,
    );
  }
  if (!read || reading.problems.length > 0) {
    throw new ContentError(
      reading.problems.length > 0 ? reading.problems : [`${shopFile}: the file is empty`],
    );
  }
  return { entry: read.entry, pictures };
}

/**
 * The settings from content/shop.yaml's text and the names of the other files in content/ (the
 * logo and the wrapping photo are among them), or a ContentError with one sentence per mistake.
 */
export function readShopSettings(yamlText: string, otherFiles: readonly string[]): ShopSettings {
  const { entry, pictures } = readEntry(yamlText, otherFiles);
  return settingsFrom(entry, pictures);
}

/**
 * The About page's story, a paragraph an entry in both languages ({name} and {founded} filled in),
 * empty for none: the About page's own data, not every page's settings.
 */
export function readShopStory(yamlText: string, otherFiles: readonly string[]): BothLanguages[] {
  const { entry } = readEntry(yamlText, otherFiles);
  const fill = (paragraph: string, name: string) =>
    paragraph.replaceAll("{founded}", String(entry.founded)).replaceAll("{name}", name);
  return (entry.story ?? []).map((paragraph) => ({
    en: fill(paragraph.en, entry.name.en),
    bn: fill(paragraph.bn, `‘${entry.name.bn}’`),
  }));
}

/**
 * The shop's photo of a gift as it arrives wrapped, with what it shows in both languages, or null
 * when the settings name none: the data of the pages that show it (a gift's, Shipping).
 */
export function readWrappingPhoto(
  yamlText: string,
  otherFiles: readonly string[],
): { src: string; alt: BothLanguages } | null {
  const { entry, pictures } = readEntry(yamlText, otherFiles);
  const alt = entry.wrapping_photo_description;
  return pictures.wrappingPhoto && alt ? { src: pictures.wrappingPhoto, alt } : null;
}
