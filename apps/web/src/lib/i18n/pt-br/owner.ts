/** pt-BR texts of the user-owner selector in the top bar. */
export const OWNER_TEXTS = {
  label: 'Empresa',
  all: 'Todas as empresas',
  confirm: 'Trocar a empresa selecionada para "{name}"?',
  changed: 'Empresa selecionada: {name}',
  companyLogo: 'Logo de {name}',
  /** What the administrators' choice does (in the list, beside the field for screen readers, and in the confirmation). */
  hint: 'A empresa escolhida filtra as Linhas de produtos das empresas e é sugerida ao adicionar uma linha; as demais telas não mudam.',
  searchPlaceholder: 'Buscar por nome, CNPJ ou cidade',
  searching: 'Buscando empresas…',
  noResults: 'Nenhuma empresa encontrada.',
  searchFailed: 'Não foi possível buscar as empresas.',
} as const;
