import "./i18n-CO41xELr.js";
import { n as onlyDigits } from "./whatsapp-link-Bs9DbioM.js";
// ../../packages/domain/src/validators/tel-link.ts
/**
* A tel: link with the country code, as phones dialling from anywhere need it: '(11) 3942-7457' →
* 'tel:+551139427457'; a number already starting with '+' keeps its own code.
*/
var telLink = (phone) => {
	const trimmed = phone.trim();
	return `tel:+${trimmed.startsWith("+") ? onlyDigits(trimmed) : `55${onlyDigits(trimmed)}`}`;
};
export { telLink as t };
