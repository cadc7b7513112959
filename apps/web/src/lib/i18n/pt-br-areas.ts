/**
 * The back-office (menus, profile, settings, features), auth and registration part of the pt-BR catalogue: loaded with the lazy area chunks
 * (register-areas.ts), never in the public home's first load.
 */
import { MESSAGES } from '@rede/domain/messages';
import { COMPANY_LOGS_TEXTS } from './pt-br/company-logs';
import { COMPANY_LINES_TEXTS } from './pt-br/company-lines';
import { REPORTS_TEXTS } from './pt-br/reports';
import { ENGAGEMENT_TEXTS } from './pt-br/engagement';
import { HELP_TEXTS } from './pt-br/help';
import { CONTENT_TEXTS } from './pt-br/content';
import { LINES_TEXTS } from './pt-br/lines';
import { REGISTRATION_TEXTS } from './pt-br/registration';
import { COMPANIES_TEXTS } from './pt-br/companies';
import { COMPANY_IMPORT_TEXTS } from './pt-br/company-import';
import { DASHBOARD_TEXTS } from './pt-br/dashboard';
import { USERS_TEXTS } from './pt-br/users';
import { ROLES_TEXTS } from './pt-br/roles';
import { ACCOUNT_TEXTS } from './pt-br/account';
import { OWNER_TEXTS } from './pt-br/owner';
import { OPENING_HOURS_TEXTS } from './pt-br/opening-hours';

export const ptBRAreas = {
  companyLogs: COMPANY_LOGS_TEXTS,
  companyLines: COMPANY_LINES_TEXTS,
  reports: REPORTS_TEXTS,
  engagement: ENGAGEMENT_TEXTS,
  help: HELP_TEXTS,
  users: USERS_TEXTS,
  roles: ROLES_TEXTS,
  account: ACCOUNT_TEXTS,
  companies: COMPANIES_TEXTS,
  openingHours: OPENING_HOURS_TEXTS,
  companyImport: COMPANY_IMPORT_TEXTS,
  dashboard: DASHBOARD_TEXTS,
  lines: LINES_TEXTS,
  registration: REGISTRATION_TEXTS,
  content: CONTENT_TEXTS,
  customization: {
    title: 'Personalização',
    intro: 'Ajuste a aparência do sistema. As escolhas ficam salvas neste navegador.',
    mode: 'Modo de cor',
    modeLight: 'Claro',
    modeDark: 'Escuro',
    modeAuto: 'Automático (segue o sistema)',
    presetColor: 'Cor do tema',
    presetDefault: 'Padrão da marca',
    presetCustom: 'Personalizada',
    presetTheme: 'Tema {n}',
    customColor: 'Cor personalizada',
    fontFamily: 'Fonte',
    fontSystem: 'Sistema',
    fontSans: 'Sem serifa',
    fontSerif: 'Com serifa',
    direction: 'Direção do texto',
    directionLtr: 'Esquerda para a direita',
    directionRtl: 'Direita para a esquerda',
    contrast: 'Alto contraste',
    contrastHelp: 'Reforça bordas e textos secundários.',
    menuOrientation: 'Orientação do menu',
    menuVertical: 'Vertical (lateral)',
    menuHorizontal: 'Horizontal (topo)',
    menuHorizontalHelp: 'O menu horizontal é usado em telas largas; em telas menores o menu lateral continua disponível.',
    container: 'Conteúdo em caixa',
    containerHelp: 'Limita a largura do conteúdo em telas muito largas.',
    miniDrawer: 'Menu lateral recolhido',
    miniDrawerHelp: 'Mostra apenas os ícones no menu lateral em telas largas.',
    menuCaption: 'Títulos das seções do menu',
    reset: 'Restaurar padrões',
    language: 'Idioma',
  },
  auth: {
    login: {
      title: 'Entrar',
      subtitle: 'Acesse a área administrativa da Rede de Parceiros.',
      email: 'E-mail',
      password: 'Senha',
      showPassword: 'Mostrar senha',
      hidePassword: 'Ocultar senha',
      forgotPassword: 'Esqueceu a senha?',
      submit: 'Entrar',
      welcomeTitle: 'Bem-vindo à Rede de Parceiros',
      welcomeText: 'Gerencie os dados da sua empresa, as linhas de produtos e acompanhe a aprovação do cadastro. Baixe também o aplicativo.',
      storesLabel: 'Baixe o aplicativo',
      appStore: 'App Store',
      appStoreCaption: 'Baixar na',
      googlePlay: 'Google Play',
      googlePlayCaption: 'Disponível no',
    },
    forgot: {
      title: 'Esqueceu a senha?',
      subtitle: 'Informe o seu e-mail para receber um código de recuperação.',
      email: 'E-mail',
      spamHint: 'Não encontrou o e-mail? Verifique também a caixa de spam.',
      submit: 'Enviar código',
      sent: 'E-mail enviado!',
      backToLogin: 'Voltar para o login',
    },
    code: {
      title: 'Verificação de código',
      subtitle: 'Digite o código de 6 dígitos que enviamos para o seu e-mail.',
      email: 'E-mail',
      code: 'Código',
      codeHelp: '6 dígitos',
      submit: 'Continuar',
      resend: 'Reenviar código',
      didNotReceive: 'Não recebeu o código?',
    },
    reset: {
      title: 'Redefinir senha',
      subtitle: 'Crie uma nova senha para a sua conta.',
      password: 'Nova senha',
      confirm: 'Confirme a nova senha',
      showPassword: 'Mostrar senha',
      hidePassword: 'Ocultar senha',
      strength: 'Força da senha',
      submit: 'Alterar senha',
      success: 'Senha alterada com sucesso',
      backToLogin: 'Voltar para o login',
    },
  },
  strength: {
    ruim: MESSAGES.passwordStrength[0],
    fraco: MESSAGES.passwordStrength[1],
    normal: MESSAGES.passwordStrength[2],
    bom: MESSAGES.passwordStrength[3],
    forte: MESSAGES.passwordStrength[4],
  },
  owner: OWNER_TEXTS,
  menu: {
    principal: 'Principal',
    companies: 'Empresas',
    lines: 'Linhas de produtos',
    myCompanies: 'Minhas Empresas',
    app: 'App',
    banners: 'Banners',
    menuMains: 'Menus principais',
    menuSecondarys: 'Menus secundários',
    notifications: 'Notificações',
    settingsGroup: 'Configurações',
    settings: 'Configurações',
  },
  profile: {
    myProfile: 'Meu Perfil',
    users: 'Usuários',
    roles: 'Perfís de Acesso',
    security: 'Segurança',
    privacyPolicy: 'Políticas de Privacidade',
    imagesBanner: 'Imagens e Banners',
    companyLogs: 'Log de Empresas',
    settings: 'Configurações',
    logout: 'Sair',
  },
  settingsArea: {
    title: 'Configurações',
    menuLabel: 'Menu de configurações',
    customization: 'Personalização',
    myProfile: 'Meu Perfil',
    security: 'Segurança',
    users: 'Usuários',
    roles: 'Perfís de Acesso',
    terms: 'Termos e Condições',
    privacyPolicy: 'Políticas de Privacidade',
    imagesBanner: 'Imagens e Banners',
    registerSettings: 'Configurações de Banner e Termos',
    companyLogs: 'Log de Empresas',
    companyLineLogs: 'Log de Linhas das Empresas',
  },
} as const;
