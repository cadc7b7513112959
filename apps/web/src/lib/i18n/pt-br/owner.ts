/** pt-BR texts of the user-owner selector in the top bar. */
export const OWNER_TEXTS = {
  label: 'Empresa',
  all: 'Todas as empresas',
  confirm: 'Trocar a empresa selecionada para "{name}"?',
  changed: 'Empresa selecionada: {name}',
  companyLogo: 'Logo de {name}',
} as const;
