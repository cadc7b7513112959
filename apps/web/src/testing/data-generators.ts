import type { TLoggedUser } from '@rede/domain';

const NOW = '2026-01-05T12:00:00.000Z';

/** A logged user as the login answers it. */
export const makeUser = (overrides: Partial<TLoggedUser> = {}): TLoggedUser => ({
  id: 1,
  name: 'Ana Administradora',
  email: 'ana@rede.test',
  type: 'admin',
  isAdmin: true,
  isActive: true,
  companyId: null,
  roleId: null,
  role: null,
  canDeleteItself: true,
  dtRegister: NOW,
  dtUpdate: NOW,
  token: 'token-de-teste',
  ...overrides,
});

export const adminUser = (overrides: Partial<TLoggedUser> = {}) => makeUser(overrides);

/** A company-type user (company administrator) with a role holding `permissions`. */
export const companyUser = (permissions: string[], overrides: Partial<TLoggedUser> = {}) =>
  makeUser({
    id: 2,
    name: 'Carlos da Loja',
    email: 'carlos@loja.test',
    type: 'company',
    isAdmin: false,
    companyId: 10,
    roleId: 5,
    role: { id: 5, name: 'Loja', type: 'company', permissions },
    ...overrides,
  });

/** An admin-type user (back-office staff, not isAdmin) with a role holding `permissions`. */
export const staffUser = (permissions: string[], overrides: Partial<TLoggedUser> = {}) =>
  makeUser({
    id: 3,
    name: 'Sofia Suporte',
    email: 'sofia@rede.test',
    type: 'admin',
    isAdmin: false,
    roleId: 6,
    role: { id: 6, name: 'Suporte', type: 'admin', permissions },
    ...overrides,
  });

/**
 * A picked image as the drop zone reads it: png (or jpg for .jpg/.jpeg names) signature bytes, padded to `size`.
 * The zone checks the first bytes, so a test file of zeros would be refused as no image.
 */
export const imageFile = (name = 'foto.png', size = 16, type?: string): File => {
  const jpeg = /\.jpe?g$/i.test(name);
  const signature = jpeg ? [0xff, 0xd8, 0xff, 0xe0] : [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const bytes = new Uint8Array(Math.max(size, signature.length));
  bytes.set(signature);
  return new File([bytes], name, { type: type ?? (jpeg ? 'image/jpeg' : 'image/png') });
};
