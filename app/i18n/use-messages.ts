import { en, type Messages } from "./en";

/** The interface text for the shopper's language; English is the only edition so far. */
export function useMessages(): Messages {
  return en;
}
