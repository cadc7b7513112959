import { n as onlyDigits } from "./whatsapp-link-Bs9DbioM.js";
import { l as partnerPath } from "../entry-server.js";
import { t as telLink } from "./tel-link-BssOULCC.js";
// ../../packages/domain/src/validators/apply-mask.ts
/**
* Applies a mask pattern (`#` = one accepted character, anything else a literal) to the accepted
* characters, stopping when they run out: usable while typing.
*/
var applyMask = (chars, pattern) => {
	let out = "";
	let i = 0;
	for (const p of pattern) {
		if (i >= chars.length) break;
		if (p === "#") {
			out += chars[i];
			i += 1;
		} else out += p;
	}
	return out;
};
// ../../packages/domain/src/validators/cep.ts
/** CEP: exactly 8 digits (00000000 or 00000-000), not 00000-000. */
var isValidCep = (value) => typeof value === "string" && /^\d{5}-?\d{3}$/.test(value.trim()) && onlyDigits(value) !== "00000000";
/** Masks a (partial) CEP while typing: 00000-000. */
var maskCep = (value) => applyMask(onlyDigits(value).slice(0, 8), "#####-###");
/** Formats a complete CEP as 00000-000; any other value is returned unchanged. */
var formatCep = (value) => {
	const d = onlyDigits(value);
	return d.length === 8 ? maskCep(d) : value;
};
// ../../packages/domain/src/seo/json-ld.ts
/**
* schema.org structured data (JSON-LD) of the public pages: the partner (a LocalBusiness subtype) and the
* breadcrumb trail, plus the serializer that makes the JSON safe inside <script type="application/ld+json">.
*/
/** Where the API serves uploaded images (GET /api/uploads/files/{name}). */
var UPLOADS_PATH = "/api/uploads/files/";
/**
* An image reference as stored (an upload name such as '3f2a.png', a path such as '/api/uploads/files/3f2a.png',
* or an absolute http(s) URL) as an absolute URL on the public site; null for nothing or anything else.
*/
var absoluteImageUrl = (image, baseUrl) => {
	const value = image?.trim();
	if (!value) return null;
	if (/^https?:\/\//i.test(value)) return value;
	if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//")) return null;
	if (value.startsWith("/")) return `${baseUrl}${value}`;
	return `${baseUrl}${UPLOADS_PATH}${value.split("/").map(encodeURIComponent).join("/")}`;
};
/** '(41) 3333-4444' → '+554133334444' (the country code 55 unless the number starts with '+'). */
var internationalPhone = (phone) => telLink(phone).slice(4);
var clean = (value) => value?.trim() ?? "";
/**
* The partner page's schema.org data: an AutoPartsStore (a LocalBusiness that sells the brand's batteries;
* a technical-assistance partner is also an AutoRepair) with its PostalAddress, GeoCoordinates, telephone in
* international form, canonical url (`baseUrl` + partnerPath) and image/logo when it has them.
* `baseUrl`: the public site's address, no trailing slash ('https://parceiros.exemplo.com.br').
*/
var partnerJsonLd = (partner, baseUrl) => {
	const url = `${baseUrl}${partnerPath(partner)}`;
	const street = [`${clean(partner.logradouro)}, ${clean(partner.numero)}`, clean(partner.complement)].filter(Boolean).join(", ");
	const cep = clean(partner.cep);
	const phone = clean(partner.phone) || clean(partner.whatsapp);
	const logo = absoluteImageUrl(partner.logo, baseUrl);
	const images = [absoluteImageUrl(partner.photo, baseUrl), logo].filter((u) => u !== null);
	const position = partner.addressPosition;
	return {
		"@context": "https://schema.org",
		"@type": partner.isAssistence ? ["AutoPartsStore", "AutoRepair"] : "AutoPartsStore",
		"@id": `${url}#parceiro`,
		name: partner.name,
		url,
		address: {
			"@type": "PostalAddress",
			streetAddress: clean(partner.neibor) ? `${street} - ${clean(partner.neibor)}` : street,
			addressLocality: clean(partner.city),
			addressRegion: clean(partner.uf).toUpperCase(),
			...cep ? { postalCode: formatCep(cep) } : {},
			addressCountry: "BR"
		},
		...position ? { geo: {
			"@type": "GeoCoordinates",
			latitude: position.latitude,
			longitude: position.longitude
		} } : {},
		...phone ? { telephone: internationalPhone(phone) } : {},
		...clean(partner.email) ? { email: clean(partner.email) } : {},
		...images.length ? { image: images.length === 1 ? images[0] : images } : {},
		...logo ? { logo } : {}
	};
};
/** A BreadcrumbList of the given trail (first item: the home), positions from 1. */
var breadcrumbJsonLd = (items) => ({
	"@context": "https://schema.org",
	"@type": "BreadcrumbList",
	itemListElement: items.map((item, index) => ({
		"@type": "ListItem",
		position: index + 1,
		name: item.name,
		item: item.url
	}))
});
var UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
/**
* JSON text to put inside <script type="application/ld+json">…<\/script>: `<`, `>`, `&`, U+2028 and U+2029
* are written as \u escapes (the same JSON value), so no '<\/script>' or '<!--' in a value can close or
* change the script element. The result is not HTML-escaped otherwise: insert it as the element's raw text.
*/
var jsonLdScript = (value) => (JSON.stringify(value) ?? "null").replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
export { isValidCep as a, formatCep as i, jsonLdScript as n, maskCep as o, partnerJsonLd as r, applyMask as s, breadcrumbJsonLd as t };
