import { describe, expect, it } from 'vitest';
import { nextSort } from '../sort-cycle';

describe('nextSort (section 4: asc → desc → none; another column starts at asc)', () => {
  it('cycles one column through asc, desc and none', () => {
    const first = nextSort({}, 'name');
    expect(first).toEqual({ orderBy: 'name', orderDirection: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ orderBy: 'name', orderDirection: 'desc' });
    const third = nextSort(second, 'name');
    expect(third).toEqual({});
    expect(nextSort(third, 'name')).toEqual({ orderBy: 'name', orderDirection: 'asc' });
  });

  it('starts another column at asc, whatever the current direction', () => {
    expect(nextSort({ orderBy: 'name', orderDirection: 'desc' }, 'city')).toEqual({ orderBy: 'city', orderDirection: 'asc' });
    expect(nextSort({ orderBy: 'name', orderDirection: 'asc' }, 'city')).toEqual({ orderBy: 'city', orderDirection: 'asc' });
  });
});
