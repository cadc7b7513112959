import { COMMON_PASSWORDS_TEXT } from '../data/common-passwords.ts';

/**
 * Words of this product's own context (NIST SP 800-63B: "context-specific words, such as the name of
 * the service"), in Portuguese: a password whose letters, once digits, symbols and accents are
 * dropped, are only one of these ('senha123', 'Admin@2026', 'parceiro123', 'nova-senha') is refused
 * like a common one. The default and former demo passwords are among them.
 */
export const CONTEXT_PASSWORD_WORDS: readonly string[] = [
  'senha',
  'minhasenha',
  'novasenha',
  'senhanova',
  'mudarsenha',
  'trocarsenha',
  'mudar',
  'trocar',
  'alterar',
  'admin',
  'administrador',
  'adm',
  'parceiro',
  'parceiros',
  'rede',
  'rededeparceiros',
  'redeparceiros',
  'bateria',
  'baterias',
  'brasil',
  'acesso',
  'usuario',
  'teste',
];

let common: Set<string> | null = null;
const commonPasswords = (): Set<string> => (common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n')));
const contextWords = new Set(CONTEXT_PASSWORD_WORDS);

/** Lower case without accents (NFD, combining marks removed). */
const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * True for a password among the most common ones (the shipped list: the 20 000 most frequent of
 * zxcvbn-ts's list, case-insensitive) or made of one context word plus digits and symbols.
 */
export const isCommonPassword = (password: string): boolean => {
  const folded = fold(password);
  if (commonPasswords().has(folded)) return true;
  const letters = folded.replace(/[^a-z]/g, '');
  return contextWords.has(letters);
};

/**
 * True when the password contains the e-mail, its local part (3+ characters) or one of the local
 * part's pieces split at '.', '_', '-', '+' (4+ characters), case- and accent-insensitive.
 */
export const passwordContainsEmail = (password: string, email: string | null | undefined): boolean => {
  const address = fold((email ?? '').trim());
  if (!address) return false;
  const value = fold(password);
  const local = address.split('@')[0] ?? '';
  const candidates = [address, ...(local.length >= 3 ? [local] : []), ...local.split(/[._+-]+/).filter((piece) => piece.length >= 4)];
  return candidates.some((candidate) => value.includes(candidate));
};
