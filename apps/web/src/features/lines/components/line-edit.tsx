import { ResourceEditPage } from '@/components/resource-edit-page/resource-edit-page';
import { useResourceForm } from '@/components/resource-edit-page/resource-form';
import { createLineInputSchema, useCreateLine } from '../api/create-line';
import { useLine } from '../api/get-line';
import { updateLineInputSchema, useUpdateLine } from '../api/update-line';
import { lineFormFields } from './line-fields';

/** line/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
export const LineEdit = ({ id }: { id?: number }) => {
  const schemas = { create: createLineInputSchema, update: updateLineInputSchema };
  const form = useResourceForm(lineFormFields, schemas, { create: useCreateLine(), update: useUpdateLine() });
  return <ResourceEditPage id={id} query={useLine(id)} listPath="/lines" texts="lines" recordTitle={(line) => line.name} form={form} />;
};
