import { describe, expect, it } from 'vitest';
import { asAdminOf, newCnpj, postCompany } from './company-helpers.ts';
import { TEST_ADMIN, build, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

describe('checkExist', () => {
  it('tells whether a CNPJ is taken, with or without mask, ignoring the company being edited', async () => {
    const { app } = await build(database.db);
    const company = await postCompany(asAdminOf(app), { cnpj: '12.abc.345/01de-35' });
    const check = async (value: string, ignoreId?: number) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/checkExist/cnpj?value=${encodeURIComponent(value)}${ignoreId ? `&ignoreId=${ignoreId}` : ''}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().exists as boolean;
    };
    expect(await check('12.ABC.345/01DE-35')).toBe(true);
    expect(await check('12abc34501de35')).toBe(true);
    expect(await check(' 12ABC34501DE35 ')).toBe(true);
    expect(await check('12ABC34501DE35', company.id)).toBe(false);
    expect(await check(newCnpj())).toBe(false);
  });

  it('tells whether an e-mail belongs to a user, case-insensitively, ignoring the user being edited', async () => {
    const { app } = await build(database.db);
    const user = await createUser(database.db);
    const check = async (value: string, ignoreId?: number) =>
      (
        await app.inject({ method: 'GET', url: `/api/checkExist/email?value=${encodeURIComponent(value)}${ignoreId ? `&ignoreId=${ignoreId}` : ''}` })
      ).json().exists as boolean;
    expect(await check(TEST_ADMIN.email.toUpperCase())).toBe(true);
    expect(await check(` ${user.email} `)).toBe(true);
    expect(await check(user.email, user.id)).toBe(false);
    expect(await check('ninguem@teste.com.br')).toBe(false);
  });

  it('validates the value and limits the calls per IP (both checks share the budget)', async () => {
    const missing = await (await build(database.db)).app.inject({ method: 'GET', url: '/api/checkExist/cnpj' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().additionalData).toEqual({ value: 'Campo obrigatório' });
    const { app } = await build(database.db, { rateLimits: { lookupMax: 6 } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await app.inject({ method: 'GET', url: `/api/checkExist/${i % 2 ? 'email' : 'cnpj'}?value=x${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const limited = await app.inject({ method: 'GET', url: '/api/checkExist/email?value=x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Muitas tentativas\. Tente novamente em (\d+ segundos?|cerca de \d+ (minutos?|horas?)( e \d+ minutos?)?)\.$/,
    );
  });
});
