import { k as FILE_SIZE_UNITS } from "./i18n-CO41xELr.js";
// ../../packages/domain/src/validators/file-size.ts
/** Human file size, base 1024, Bytes to YB: 1536 → '1.5 KB'. */
var formatFileSize = (bytes, decimals = 2) => {
	if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${FILE_SIZE_UNITS[0]}`;
	const index = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
	return `${Number.parseFloat((bytes / 1024 ** index).toFixed(Math.max(0, decimals)))} ${FILE_SIZE_UNITS[index]}`;
};
// ../../packages/domain/src/validators/image-signature.ts
/**
* The image type a file's first bytes show (magic numbers), never its name or declared type: a text file
* renamed `.png` is no image. The API checks every upload with it, the web's drop zone every picked file.
*/
var PNG_MAGIC = [
	137,
	80,
	78,
	71,
	13,
	10,
	26,
	10
];
var JPEG_MAGIC = [
	255,
	216,
	255
];
/** How many first bytes `imageTypeOfBytes` needs (the longest signature). */
var IMAGE_SIGNATURE_BYTES = PNG_MAGIC.length;
var startsWith = (bytes, magic) => bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
/** 'png' or 'jpg' from the first bytes, or null when they are neither. */
var imageTypeOfBytes = (bytes) => {
	if (startsWith(bytes, PNG_MAGIC)) return "png";
	if (startsWith(bytes, JPEG_MAGIC)) return "jpg";
	return null;
};
export { imageTypeOfBytes as n, formatFileSize as r, IMAGE_SIGNATURE_BYTES as t };
