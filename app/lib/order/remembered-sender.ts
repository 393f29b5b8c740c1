/**
 * The shopper's own name and mobile number, kept on the device only when they ask for it ('Remember
 * me and my recipients on this phone'), to offer them on their next order. The people they send to
 * are kept with the same opt-in, and forgotten with it (remembered-recipients.ts).
 */
import { isKeptSenderMobile } from "../forms/sender-mobile";
import { nameMax } from "../forms/limits";
import { textProblem } from "../forms/validation";

export interface RememberedSender {
  name: string;
  /**
   * As the shopper typed it (Bengali digits stay Bengali): a Bangladeshi mobile number, or one from
   * abroad with its country code, which the form checked in full before the order went.
   */
  phone: string;
}

/**
 * The sender to keep from what the form holds, or null when either would fail the form's checks
 * (of a number from abroad, its shape: the form read it in full before the order went).
 */
export function senderToRemember(name: string, phone: string): RememberedSender | null {
  const kept = { name: name.trim(), phone: phone.trim() };
  if (textProblem(kept.name, { required: true, max: nameMax })) return null;
  return isKeptSenderMobile(kept.phone) ? kept : null;
}

/**
 * What the device holds of the sender: a name and number the form accepts, nobody, or something it
 * cannot use (damaged, or written by something else), which the form says it could not read.
 */
export type StoredSender = RememberedSender | "unreadable" | null;

/** The sender to offer, if the device holds one it can use. */
export const usableSender = (stored: StoredSender): RememberedSender | null =>
  typeof stored === "object" ? stored : null;
