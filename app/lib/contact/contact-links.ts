/**
 * Links that hand a message to the shopper's own phone apps. Text is encoded with
 * encodeURIComponent so Bangla, emoji, '&', '#', '%', '?' and line breaks arrive intact and spaces
 * stay %20 (some mail apps show a literal '+').
 */

function digitsOnly(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function telLink(phone: string): string {
  return `tel:+${digitsOnly(phone)}`;
}

export function smsLink(phone: string, body: string): string {
  return `sms:+${digitsOnly(phone)}?body=${encodeURIComponent(body)}`;
}

export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${digitsOnly(phone)}?text=${encodeURIComponent(text)}`;
}

export function mailtoLink(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
