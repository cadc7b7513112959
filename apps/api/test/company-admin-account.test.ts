import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import { companies, companyLogs, users } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyPayload, tag } from './company-helpers.ts';
import { build, createRole, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

/** A company created by the administrator with its administrator account (a company user). */
const setup = async () => {
  const built = await build(database.db);
  const asAdmin = asAdminOf(built.app);
  const ownerEmail = `dono.${tag()}@loja.com.br`;
  const created = await asAdmin({
    method: 'POST',
    url: '/api/companys',
    payload: {
      company: companyPayload({
        adminName: 'Dono',
        adminEmail: ownerEmail,
        adminPassword: 'Chave-Forte-2026!',
        adminPassword_confirm: 'Chave-Forte-2026!',
      }),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const company = created.json() as { id: number; cnpj: string; name: string; userAdminId: number };
  const put = (inject: typeof asAdmin, fields: Record<string, unknown>) =>
    inject({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...companyPayload({ cnpj: company.cnpj, name: company.name }), id: company.id, ...fields } },
    });
  const staffWith = async (permissions: string[]) =>
    as(built.app, await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions })).id }));
  const ownerCanLogIn = async (email: string, password: string) =>
    (await built.app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: email, password } })).statusCode === 200;
  const logCount = async () =>
    (await database.db.select({ id: companyLogs.id }).from(companyLogs).where(eq(companyLogs.companyId, company.id))).length;
  return { ...built, asAdmin, company, ownerEmail, put, staffWith, ownerCanLogIn, logCount };
};

describe("company form: the company administrator's account", () => {
  it('refuses a staff user with only COMPANY:LIST and COMPANY:UPDATE who sets the administrator password or e-mail, changing nothing', async () => {
    const { company, ownerEmail, put, staffWith, ownerCanLogIn, logCount, mailer } = await setup();
    const staff = await staffWith(['COMPANY:LIST', 'COMPANY:UPDATE']);
    const logsBefore = await logCount();
    for (const fields of [
      { adminName: 'Dono', adminEmail: ownerEmail, adminPassword: 'Tomada-de-conta-9', adminPassword_confirm: 'Tomada-de-conta-9', name: 'Invadida' },
      { adminName: 'Dono', adminEmail: `atacante.${tag()}@mal.example`, name: 'Invadida' },
      { adminName: 'Outro Nome', adminEmail: ownerEmail },
    ]) {
      const response = await put(staff, fields);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(MESSAGES.access.companyAdminNeedsUserUpdate);
    }
    expect(await ownerCanLogIn(ownerEmail, 'Chave-Forte-2026!')).toBe(true);
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ name: company.name, adminEmail: ownerEmail, adminName: 'Dono' });
    expect(await logCount()).toBe(logsBefore);
    await mailer.flush();
    expect(mailer.to(ownerEmail).filter((m) => m.subject.includes('dados de acesso'))).toEqual([]);
  });

  it('lets the same staff user edit the company itself when the administrator fields are unchanged', async () => {
    const { company, ownerEmail, put, staffWith } = await setup();
    const staff = await staffWith(['COMPANY:LIST', 'COMPANY:UPDATE']);
    const response = await put(staff, { adminName: 'Dono', adminEmail: ownerEmail, name: 'Nome Corrigido' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await database.db.select().from(companies).where(eq(companies.id, company.id)))[0]?.name).toBe('Nome Corrigido');
  });

  it('never lets a non-administrator change an administrator account through a company, whatever their keys', async () => {
    const { company, ownerEmail, put, staffWith, ownerCanLogIn } = await setup();
    // The company's administrator holds the admin flag: taking it over would hand out the whole back-office.
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, company.userAdminId));
    const staff = await staffWith(['COMPANY:LIST', 'COMPANY:UPDATE', 'USER:LIST', 'USER:UPDATE']);
    const response = await put(staff, {
      adminName: 'Dono',
      adminEmail: ownerEmail,
      adminPassword: 'Tomada-de-conta-9',
      adminPassword_confirm: 'Tomada-de-conta-9',
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(await ownerCanLogIn(ownerEmail, 'Chave-Forte-2026!')).toBe(true);
  });

  it("an administrator's change of the e-mail and password ends the account's sessions and is told to the old and new addresses", async () => {
    const { app, asAdmin, company, ownerEmail, put, ownerCanLogIn, mailer } = await setup();
    const owner = as(app, { email: ownerEmail, password: 'Chave-Forte-2026!' });
    expect((await owner({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(200);
    const newEmail = `novo.${tag()}@loja.com.br`;
    const response = await put(asAdmin, {
      adminName: 'Dono',
      adminEmail: newEmail,
      adminPassword: 'Nova-senha-forte-2',
      adminPassword_confirm: 'Nova-senha-forte-2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await owner({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(401);
    expect(await ownerCanLogIn(newEmail, 'Nova-senha-forte-2')).toBe(true);
    await mailer.flush();
    for (const address of [ownerEmail, newEmail]) {
      const [mail] = mailer.to(address).filter((m) => m.subject.startsWith('Seus dados de acesso foram alterados'));
      expect(mail?.text).toContain(`alterou o e-mail e a senha de acesso da sua conta de administrador da empresa ${company.name}`);
      expect(mail?.text).not.toContain('Nova-senha-forte-2');
    }
  });
});
