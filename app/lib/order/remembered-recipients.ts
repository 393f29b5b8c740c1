/**
 * The people a shopper sent gifts to, kept on the device with the same opt-in as their own name and
 * number ('Remember me and my recipients on this phone'), so that sending to a mother or a sister
 * again is one tap ("Send to Nusrat Jahan again · Dhanmondi"). Only the last few are kept.
 */
import { normalizeBdMobile } from "../forms/bd-mobile";
import { addressMax, nameMax } from "../forms/limits";
import { textProblem } from "../forms/validation";

export interface RememberedRecipient {
  name: string;
  /** As the shopper typed it, and a mobile number the form accepts. */
  phone: string;
  address: string;
  /** The delivery area's id as the order form keeps it: the city, or a district. */
  area: string;
}

/** Enough for the few people a shopper sends to again and again, and a short list to choose from. */
export const recipientsKept = 3;

const isAreaId = (area: string) => /^[a-z0-9-]{1,60}$/.test(area);

/** The recipient to keep from what the form holds, or null when any part would fail its checks. */
export function recipientToRemember(values: {
  recipientName: string;
  recipientPhone: string;
  address: string;
  area: string;
}): RememberedRecipient | null {
  const kept = {
    name: values.recipientName.trim(),
    phone: values.recipientPhone.trim(),
    address: values.address.trim(),
    area: values.area,
  };
  if (textProblem(kept.name, { required: true, max: nameMax })) return null;
  if (textProblem(kept.address, { required: true, max: addressMax })) return null;
  if (!isAreaId(kept.area)) return null;
  return normalizeBdMobile(kept.phone) ? kept : null;
}

/** One person is one mobile number, however it was typed (01912-345678 is +8801912345678). */
export const samePerson = (a: RememberedRecipient, b: RememberedRecipient) =>
  normalizeBdMobile(a.phone) === normalizeBdMobile(b.phone);

/** Newest first: sending to someone again brings them to the top with what was typed this time. */
export function rememberRecipient(
  recipients: readonly RememberedRecipient[],
  recipient: RememberedRecipient,
): RememberedRecipient[] {
  return [recipient, ...recipients.filter((kept) => !samePerson(kept, recipient))].slice(
    0,
    recipientsKept,
  );
}
