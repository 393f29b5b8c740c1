/** A value by id, never one of Object's own: an option may well be called "constructor". */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string) {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}
