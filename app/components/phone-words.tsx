import { useMessages } from "~/hooks/use-messages";

/**
 * Words that end or hold the shop's number, with the number kept on one line: a narrow button
 * in Bangla broke "+৮৮০ / ১XXX-XXXXXX" over two.
 */
export function PhoneWords({ text }: { text: string }) {
  const phone = useMessages().shopText.phone;
  const at = text.indexOf(phone);
  if (at < 0) return text;
  return (
    <span>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{phone}</span>
      {text.slice(at + phone.length)}
    </span>
  );
}
