import { describe, expect, it } from 'vitest';
import { UFS } from '../../constants.ts';
import { inCityName, inStateName } from '../place-names.ts';

describe('inStateName', () => {
  it.each([
    ['BA', 'na Bahia'],
    ['RJ', 'no Rio de Janeiro'],
    ['PR', 'no Paraná'],
    ['DF', 'no Distrito Federal'],
    ['SP', 'em São Paulo'],
    ['PB', 'na Paraíba'],
    ['GO', 'em Goiás'],
    ['MS', 'em Mato Grosso do Sul'],
    ['sc', 'em Santa Catarina'],
  ])('%s → %s', (uf, expected) => {
    expect(inStateName(uf)).toBe(expected);
  });

  it('gives every state a preposition before its full name', () => {
    for (const { uf, nome } of UFS) expect(inStateName(uf)).toMatch(new RegExp(`^(em|no|na) ${nome}$`));
  });

  it('keeps an unknown code with plain "em"', () => {
    expect(inStateName('XX')).toBe('em XX');
  });
});

describe('inCityName', () => {
  it('takes "em" for a city and the article for the few named with one', () => {
    expect(inCityName('Campinas')).toBe('em Campinas');
    expect(inCityName('Rio de Janeiro')).toBe('no Rio de Janeiro');
    expect(inCityName(' Salvador ')).toBe('em Salvador');
  });
});
