/**
 * The shopper's own name and mobile number, kept on the device only when they ask for it ('Remember
 * my name and number on this phone'), to offer them on their next order. Nothing about the person
 * receiving the gift is ever kept for a later order.
 */
import { normalizeBdMobile } from "../forms/bd-mobile";
import { nameMax } from "../forms/limits";
import { textProblem } from "../forms/validation";

export interface RememberedSender {
  name: string;
  /** As the shopper typed it (Bengali digits stay Bengali), and a mobile number the form accepts. */
  phone: string;
}

/** The sender to keep from what the form holds, or null when either would fail the form's checks. */
export function senderToRemember(name: string, phone: string): RememberedSender | null {
  const kept = { name: name.trim(), phone: phone.trim() };
  if (textProblem(kept.name, { required: true, max: nameMax })) return null;
  return normalizeBdMobile(kept.phone) ? kept : null;
}

/** A stored sender, checked again: anything damaged or foreign reads as nobody remembered. */
export function parseRememberedSender(data: unknown): RememberedSender | null {
  if (typeof data !== "object" || data === null) return null;
  const { name, phone } = data as { name?: unknown; phone?: unknown };
  return typeof name === "string" && typeof phone === "string"
    ? senderToRemember(name, phone)
    : null;
}
