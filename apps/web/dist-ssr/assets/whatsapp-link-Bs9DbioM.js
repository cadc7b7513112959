import "./i18n-CO41xELr.js";
// ../../packages/domain/src/validators/only-digits.ts
/** Keeps only the digits 0-9 of a value (null and undefined give ''). */
var onlyDigits = (value) => value == null ? "" : String(value).replace(/\D/g, "");
// ../../packages/domain/src/validators/whatsapp-link.ts
/**
* A WhatsApp link with a prefilled message: https://wa.me/<digits>?text=<message>. The country code
* 55 is prepended unless the number starts with '+'.
*/
var whatsappLink = (phone, message) => {
	const trimmed = phone.trim();
	return `https://wa.me/${trimmed.startsWith("+") ? onlyDigits(trimmed) : `55${onlyDigits(trimmed)}`}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
};
export { onlyDigits as n, whatsappLink as t };
