import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Requests the server makes to itself (`app.inject`, e.g. server rendering a public page asks its own
 * public API for the page's data) carry this header with a token drawn per process: no client can know
 * it, so only in-process requests skip the per-IP rate limits (the visitor's page request was counted).
 */
export const INTERNAL_REQUEST_HEADER = 'x-rede-internal';
export const INTERNAL_REQUEST_TOKEN = randomBytes(24).toString('base64url');

export const isInternalRequest = (request: FastifyRequest): boolean => request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN;
