import { describe, expect, it } from 'vitest';
import { fallbackExportName, filenameFromContentDisposition } from '../download';
import { buildExportUrl } from '../export-url';
import { toQueryParams, toSearchParams } from '../list-params';

describe('export URL', () => {
  it('is the list URL with format, title, visible columns in order, search, sort and filters, without paging', () => {
    const url = buildExportUrl('/api/companys', {
      title: 'Empresas',
      columns: [
        { key: 'name', label: 'Nome' },
        { key: 'city', label: 'Cidade' },
        { key: 'status', label: 'Situação' },
      ],
      params: {
        searchTerm: 'sul',
        pageIndex: 4,
        pageSize: 25,
        orderBy: 'city',
        orderDirection: 'desc',
        filters: { status: 'approved', lines: ['2', '3'] },
      },
    });
    const [path, query] = url.split('?');
    expect(path).toBe('/api/companys');
    const params = new URLSearchParams(query);
    expect(params.get('format')).toBe('xlsx');
    expect(params.get('title')).toBe('Empresas');
    expect(params.get('columns')).toBe('name:Nome,city:Cidade,status:Situação');
    expect(params.get('searchTerm')).toBe('sul');
    expect(params.get('orderBy')).toBe('city');
    expect(params.get('orderDirection')).toBe('desc');
    expect(params.get('status')).toBe('approved');
    expect(params.getAll('lines')).toEqual(['2', '3']);
    expect(params.has('pageIndex')).toBe(false);
    expect(params.has('pageSize')).toBe(false);
    expect(query).toContain('columns=name%3ANome%2Ccity%3ACidade%2Cstatus%3ASitua%C3%A7%C3%A3o');
  });

  it('flattens list parameters for the api client, leaving empty values out of the query', () => {
    const params = toQueryParams({ pageIndex: 0, pageSize: 10, filters: { status: 'pending', lines: ['1', '2'] }, searchTerm: undefined });
    expect(params).toEqual({ pageIndex: 0, pageSize: 10, status: 'pending', lines: ['1', '2'], searchTerm: undefined });
    expect(toSearchParams(params).toString()).toBe('pageIndex=0&pageSize=10&status=pending&lines=1&lines=2');
  });

  it('reads the file name of Content-Disposition, filename* first', () => {
    expect(filenameFromContentDisposition(`attachment; filename="Linhas_20260105.xlsx"`)).toBe('Linhas_20260105.xlsx');
    expect(filenameFromContentDisposition(`attachment; filename="x.xlsx"; filename*=UTF-8''Situa%C3%A7%C3%A3o_1.xlsx`)).toBe('Situação_1.xlsx');
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(fallbackExportName('Linhas', new Date(2026, 0, 5, 14, 3, 9))).toBe('Linhas_20260105_140309.xlsx');
  });
});
