import { ResourceEditPage } from '@/components/resource-edit-page/resource-edit-page';
import { useResourceForm } from '@/components/resource-edit-page/resource-form';
import { createMenuSecondaryInputSchema, useCreateMenuSecondary } from '../api/create-menu-secondary';
import { useMenuSecondary } from '../api/get-menu-secondary';
import { updateMenuSecondaryInputSchema, useUpdateMenuSecondary } from '../api/update-menu-secondary';
import { menuSecondaryFormFields } from './menu-secondary-fields';

/** menuSecondary/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
export const MenuSecondaryEdit = ({ id }: { id?: number }) => {
  const schemas = { create: createMenuSecondaryInputSchema, update: updateMenuSecondaryInputSchema };
  const form = useResourceForm(menuSecondaryFormFields, schemas, { create: useCreateMenuSecondary(), update: useUpdateMenuSecondary() });
  return (
    <ResourceEditPage
      id={id}
      query={useMenuSecondary(id)}
      listPath="/menuSecondarys"
      texts="content.common"
      titles="content.menuSecondarys"
      form={form}
    />
  );
};
