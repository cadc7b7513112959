import { existsSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The file under DATA_DIR where a generated first-administrator password is written once (mode 0600). */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

/**
 * Writes the generated password of the first administrator to a file only its owner reads: the one
 * place it is shown (never the log). An older file is replaced, not rewritten, so the new one is
 * created with mode 0600 whatever the old one's mode was.
 */
export const writeFirstAdminPasswordFile = (path: string, { email, password }: { email: string; password: string }, now = new Date()): void => {
  mkdirSync(dirname(path), { recursive: true });
  if (existsSync(path)) unlinkSync(path);
  const text = [
    '# Primeiro administrador da Rede de Parceiros: senha gerada na primeira inicialização (ADMIN_PASSWORD não estava definido).',
    '# Entre com este e-mail e esta senha: o sistema pede uma senha nova no primeiro acesso e esta deixa de valer. Depois, apague este arquivo.',
    `# ${now.toISOString()}`,
    `${email}\t${password}`,
    '',
  ].join('\n');
  writeFileSync(path, text, { mode: 0o600, flag: 'wx' });
};
