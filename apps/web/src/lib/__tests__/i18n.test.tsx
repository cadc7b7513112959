import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import { I18nProvider, t, useLanguage, useT } from '../i18n';
import { ptBR } from '../i18n/pt-br';
import { STORAGE_KEYS } from '../storage';

describe('i18n', () => {
  it('translates keys word for word and fills parameters', () => {
    expect(t('auth.login.forgotPassword')).toBe('Esqueceu a senha?');
    expect(t('dialogs.confirmTitle')).toBe('Tem certeza?');
    expect(t('pages.notFound.back')).toBe('Voltar ao início.');
    expect(t('pages.dashboard.placeholder', { name: 'Ana' })).toContain('Olá, Ana!');
  });

  it('reuses the domain messages instead of rewriting them', () => {
    expect(ptBR.validation).toBe(MESSAGES.validation);
    expect(t('validation.passwordsMustMatchReset')).toBe('As senha devem ser iguais');
    expect(t('errors.connection')).toBe('Erro de conexão!');
  });

  it('defaults to pt-BR, ignores an unknown stored language, and persists the choice', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('xx'));
    let api: ReturnType<typeof useLanguage> | null = null;
    const Probe = () => {
      api = useLanguage();
      const tr = useT();
      return <p>{tr('profile.logout')}</p>;
    };
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Sair')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
    act(() => api?.setLanguage('pt-BR'));
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('"pt-BR"');
  });
});
