// domain: expected MESSAGES.errors.companyLineLast and MESSAGES.errors.companyLineDuplicate.
/** Refusal to remove (or move away) a company's only line: every company keeps at least one. */
export const COMPANY_LINE_LAST_MESSAGE =
  'Não é possível remover a última linha de produtos da empresa: toda empresa deve ter pelo menos uma linha.';
/** The line is already linked to the company. */
export const COMPANY_LINE_DUPLICATE_MESSAGE = 'Esta linha de produtos já está associada a esta empresa.';
