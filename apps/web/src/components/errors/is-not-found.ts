import { ApiError } from '@/lib/api-client';

/** The record is not there (404): trying again cannot help, so no 'Tentar novamente' is offered. */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.statusCode === 404;
