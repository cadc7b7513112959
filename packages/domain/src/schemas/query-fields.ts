/** Query-string field helpers (list filters, export parameters): blank values are undefined. */
import { z } from 'zod';
import { MAX_ID_LIST } from '../constants.ts';
import { formatMessage, MESSAGES } from '../messages.ts';

const V = MESSAGES.validation;

const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

/** Ids from a query: "1,2", ["1","2"] (repeated keys), [1, 2] or 3 → number[] (at most MAX_ID_LIST); blank → undefined. */
export const zQueryIdList = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      const parts = (Array.isArray(v) ? (v as unknown[]) : [v])
        .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
        .map((x) => (typeof x === 'string' ? x.trim() : x))
        .filter((x) => x !== '');
      if (parts.length === 0) return undefined;
      return parts.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x));
    },
    z
      .array(z.number({ error: V.invalid }).int(V.invalid).positive(V.invalid))
      .max(MAX_ID_LIST, formatMessage(V.arrayMax, { max: MAX_ID_LIST }))
      .optional(),
  );

/** A boolean from a query: 'true' / '1' / true, 'false' / '0' / false; blank → undefined. */
export const zQueryBoolean = () =>
  z.preprocess(
    (v) => {
      if (v === 'true' || v === '1' || v === 1) return true;
      if (v === 'false' || v === '0' || v === 0) return false;
      return blankToUndefined(v);
    },
    z.boolean({ error: V.invalid }).optional(),
  );

/** One of `values` from a query; blank → undefined. */
export const zQueryEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: V.invalid }).optional());

/** A trimmed text filter; blank → undefined. */
export const zQueryText = (max = 255) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z.string({ error: V.invalid }).max(max, V.invalid).optional(),
  );

/** A positive integer id from a query; blank → undefined. */
export const zQueryId = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : blankToUndefined(v)),
    z.number({ error: V.invalid }).int(V.invalid).positive(V.invalid).optional(),
  );
