import { describe, expect, it } from 'vitest';
import { cardLayout } from '../data-table-cards';
import type { TDataTableColumn } from '../types';

type TRow = Record<string, unknown>;
const col = (key: string, extra: Partial<TDataTableColumn<TRow>> = {}): TDataTableColumn<TRow> => ({ key, label: key, ...extra });
const keys = (layout: ReturnType<typeof cardLayout<TRow>>) => ({
  primary: layout.primary?.key,
  secondary: layout.secondary?.key,
  status: layout.status?.key,
  details: layout.details.map((c) => c.key),
});

describe('cardLayout', () => {
  it('takes the column naming the row, the next one, and the status column', () => {
    expect(keys(cardLayout([col('logo', { display: 'image' }), col('name'), col('city'), col('uf'), col('status'), col('lines')]))).toEqual({
      primary: 'name',
      secondary: 'city',
      status: 'status',
      details: ['logo', 'uf', 'lines'],
    });
  });

  it("uses 'isActive' as the status without a 'status' column, and skips numbers that do not name the row", () => {
    expect(keys(cardLayout([col('position', { namesRow: false }), col('name'), col('isActive'), col('email')]))).toEqual({
      primary: 'name',
      secondary: 'position',
      status: 'isActive',
      details: ['email'],
    });
  });

  it("follows the list's hint, falling back when the hinted column is hidden", () => {
    const visible = [col('name'), col('city'), col('situation')];
    expect(keys(cardLayout(visible, { primary: 'city', secondary: 'name', status: 'situation' }))).toEqual({
      primary: 'city',
      secondary: 'name',
      status: 'situation',
      details: [],
    });
    expect(keys(cardLayout(visible, { primary: 'hidden' }))).toMatchObject({ primary: 'name', secondary: 'city' });
  });

  it('has no status when no column is one', () => {
    expect(keys(cardLayout([col('name'), col('email')]))).toEqual({ primary: 'name', secondary: 'email', status: undefined, details: [] });
  });
});
