import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES, waitInWords } from '../messages.ts';

describe('waits in words', () => {
  it('says seconds under a minute, then about so many minutes, then hours and minutes', () => {
    expect(waitInWords(1)).toBe('1 segundo');
    expect(waitInWords(0.2)).toBe('1 segundo');
    expect(waitInWords(42)).toBe('42 segundos');
    expect(waitInWords(60)).toBe('cerca de 1 minuto');
    expect(waitInWords(150)).toBe('cerca de 3 minutos');
    expect(waitInWords(3542)).toBe('cerca de 59 minutos');
    expect(waitInWords(3600)).toBe('cerca de 1 hora');
    expect(waitInWords(5400)).toBe('cerca de 1 hora e 30 minutos');
    expect(waitInWords(7260)).toBe('cerca de 2 horas e 1 minuto');
  });

  it('builds the 429 messages with it, never a count of seconds in the thousands', () => {
    expect(formatMessage(MESSAGES.errors.tooManyRequests, { wait: waitInWords(3542) })).toBe(
      'Muitas tentativas. Tente novamente em cerca de 59 minutos.',
    );
    expect(formatMessage(MESSAGES.uploads.tooManyUploads, { wait: waitInWords(30) })).toBe(
      'Muitos envios de arquivos. Tente novamente em 30 segundos.',
    );
  });
});
