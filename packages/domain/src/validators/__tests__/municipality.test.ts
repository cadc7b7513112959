import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { describe, expect, it } from 'vitest';
import { findMunicipality, municipalityKey } from '../municipality.ts';

const sp = (getMunicipalities('SP' as never) as { code: string; name: string }[]).map((m) => ({ id: Number(m.code), nome: m.name }));
const sc = (getMunicipalities('SC' as never) as { code: string; name: string }[]).map((m) => ({ id: Number(m.code), nome: m.name }));

describe('findMunicipality', () => {
  it('finds the municipality whatever the accents, case, spaces and hyphens, and gives its own name', () => {
    for (const typed of ['São Paulo', 'sao paulo', 'SAO PAULO', '  São   Paulo ', 'sao-paulo']) {
      expect(findMunicipality(sp, typed)?.nome).toBe('São Paulo');
    }
    expect(findMunicipality(sp, 'sao jose dos campos')?.nome).toBe('São José dos Campos');
    expect(findMunicipality(sc, "herval d'oeste")?.nome).toBe("Herval d'Oeste");
    expect(findMunicipality(sc, 'Herval d Oeste')?.nome).toBe("Herval d'Oeste");
  });

  it('finds nothing for a town that is no municipality of the state, another state’s city or blank text', () => {
    expect(findMunicipality(sp, 'Cidadelândia')).toBeUndefined();
    expect(findMunicipality(sp, 'Florianópolis')).toBeUndefined();
    expect(findMunicipality(sc, 'Florianópolis')?.nome).toBe('Florianópolis');
    expect(findMunicipality(sp, '')).toBeUndefined();
    expect(findMunicipality(sp, ' - ')).toBeUndefined();
    // a part of a name is not the name
    expect(findMunicipality(sp, 'São')).toBeUndefined();
  });

  it('keys spellings of one name alike and different names apart', () => {
    expect(municipalityKey('Mogi das Cruzes')).toBe(municipalityKey('MOGI DAS CRUZES'));
    expect(municipalityKey('Mogi Mirim')).not.toBe(municipalityKey('Mogi Guaçu'));
    // no two municipalities of a state share a key, so a match is never ambiguous
    expect(new Set(sp.map((m) => municipalityKey(m.nome))).size).toBe(sp.length);
  });
});
