const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/**
 * The same text, held by V8 one byte per character when every character is Latin-1. V8 may keep a string two
 * bytes per character although every character would fit in one (a heap snapshot of the server showed the read
 * model's pre-rendered partners at ~1 250 bytes for 600 characters: 114 MB of strings, 78 MB once compacted).
 * Text beyond Latin-1 ('—', '…', emoji) is returned as it is.
 */
export const compactString = (text: string): string => (BEYOND_LATIN1.test(text) ? text : Buffer.from(text, 'latin1').toString('latin1'));
