import { ResourceEditPage } from '@/components/resource-edit-page/resource-edit-page';
import { useResourceForm } from '@/components/resource-edit-page/resource-form';
import { createMenuMainInputSchema, useCreateMenuMain } from '../api/create-menu-main';
import { useMenuMain } from '../api/get-menu-main';
import { updateMenuMainInputSchema, useUpdateMenuMain } from '../api/update-menu-main';
import { menuMainFormFields } from './menu-main-fields';

/** menuMain/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
export const MenuMainEdit = ({ id }: { id?: number }) => {
  const schemas = { create: createMenuMainInputSchema, update: updateMenuMainInputSchema };
  const form = useResourceForm(menuMainFormFields, schemas, { create: useCreateMenuMain(), update: useUpdateMenuMain() });
  return <ResourceEditPage id={id} query={useMenuMain(id)} listPath="/menuMains" texts="content.common" titles="content.menuMains" form={form} />;
};
