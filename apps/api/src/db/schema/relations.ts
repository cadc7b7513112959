import { relations } from 'drizzle-orm';
import { sessions, passwordResetCodes } from './auth.ts';
import { companies, companyLines } from './companies.ts';
import { lines } from './lines.ts';
import { roles, userCompanies, users } from './users.ts';

/** Relations for drizzle's relational query API (`db.query.*.findMany({ with })`). */
export const companiesRelations = relations(companies, ({ many, one }) => ({
  companyLines: many(companyLines),
  userCompanies: many(userCompanies),
  userAdmin: one(users, { fields: [companies.userAdminId], references: [users.id] }),
}));

export const linesRelations = relations(lines, ({ many }) => ({ companyLines: many(companyLines) }));

export const companyLinesRelations = relations(companyLines, ({ one }) => ({
  company: one(companies, { fields: [companyLines.companyId], references: [companies.id] }),
  line: one(lines, { fields: [companyLines.lineId], references: [lines.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  role: one(roles, { fields: [users.roleId], references: [roles.id] }),
  company: one(companies, { fields: [users.companyId], references: [companies.id] }),
  userCompanies: many(userCompanies),
  sessions: many(sessions),
  passwordResetCodes: many(passwordResetCodes),
}));

export const userCompaniesRelations = relations(userCompanies, ({ one }) => ({
  user: one(users, { fields: [userCompanies.userId], references: [users.id] }),
  company: one(companies, { fields: [userCompanies.companyId], references: [companies.id] }),
}));

export const rolesRelations = relations(roles, ({ one, many }) => ({
  company: one(companies, { fields: [roles.companyId], references: [companies.id] }),
  users: many(users),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const passwordResetCodesRelations = relations(passwordResetCodes, ({ one }) => ({
  user: one(users, { fields: [passwordResetCodes.userId], references: [users.id] }),
}));
