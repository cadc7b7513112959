import { MESSAGES } from '@rede/domain';

// domain: expected MESSAGES.access.* (users, roles and account rules of section 4 and 6); written here.
/** pt-BR answers of the users, roles and account rules (README 'Users, roles and account'). */
export const ACCESS_MESSAGES = {
  adminOnlyCompany: 'Somente administradores podem vincular registros a outra empresa. Escolha uma das suas empresas.',
  adminOnlyIsAdmin: 'Somente administradores podem conceder o acesso de administrador.',
  adminOnlyType: `Somente administradores podem usar o tipo ${MESSAGES.userType.admin}.`,
  noCompanyOnlyAdmin: 'Somente administradores podem alterar ou excluir registros sem empresa.',
  noCompanyToSave: 'Você não está vinculado a nenhuma empresa: somente administradores podem cadastrar registros sem empresa.',
  adminTarget: `Somente administradores podem alterar ou excluir usuários administradores ou do tipo ${MESSAGES.userType.admin}.`,
  cannotGrant: 'Você não pode conceder permissões que não possui.',
  targetHasMore: 'Você não pode alterar ou excluir um usuário que tem permissões que você não possui.',
  selfAccess: 'Você não pode alterar o seu próprio perfil de acesso, tipo, situação ou acesso de administrador.',
  selfPassword: 'Para alterar a sua própria senha, use a opção Segurança (informe a senha atual).',
  selfDelete: 'Você não pode excluir o seu próprio usuário por aqui. Use a opção de excluir a conta em Meu Perfil.',
  roleTypeMismatch: 'O perfil de acesso deve ser do mesmo tipo do usuário.',
  roleOtherCompany: 'O perfil de acesso pertence a outra empresa.',
  roleInUse: 'Este perfil de acesso está em uso por {count} usuário(s) e não pode ser excluído. Troque o perfil desses usuários antes de excluir.',
  roleTypeInUse: 'Este perfil de acesso está em uso: não é possível alterar o seu tipo.',
  cannotDeleteItself: 'A sua conta não pode ser excluída por você. Procure o administrador.',
  lastAdmin: 'Não é possível excluir o último administrador do sistema.',
  accountDeleted: 'Conta excluída com sucesso.',
} as const;
