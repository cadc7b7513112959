import { ResourceEditPage } from '@/components/resource-edit-page/resource-edit-page';
import { useResourceForm } from '@/components/resource-edit-page/resource-form';
import { createBannerInputSchema, useCreateBanner } from '../api/create-banner';
import { useBanner } from '../api/get-banner';
import { updateBannerInputSchema, useUpdateBanner } from '../api/update-banner';
import { bannerFormFields } from './banner-fields';

/** banner/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
export const BannerEdit = ({ id }: { id?: number }) => {
  const schemas = { create: createBannerInputSchema, update: updateBannerInputSchema };
  const form = useResourceForm(bannerFormFields, schemas, { create: useCreateBanner(), update: useUpdateBanner() });
  return <ResourceEditPage id={id} query={useBanner(id)} listPath="/banners" texts="content.common" titles="content.banners" form={form} />;
};
