import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | null = null;

/**
 * exceljs, loaded with the first spreadsheet (export, import, template) instead of at start: with its zip
 * libraries it was about half a second of every server start (and of every API test file's).
 */
export const loadExcelJs = (): Promise<typeof ExcelJS> => (loading ??= import('exceljs').then((module) => module.default));
