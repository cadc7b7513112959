import { createContext, use, useMemo, type ReactNode } from 'react';
import { useCondition } from '@/lib/authorization';
import { uploadUrl } from '@/lib/upload-url';
import { uploadFiles, type TUploadFiles } from './uploads';

/**
 * What the form engine needs from the app shell. Defaults need no provider: the session decides
 * who is an administrator and files go through POST /api/uploads/uploadFiles with the session
 * token; the error dialog comes from <FormShellServices> (shell-services.tsx), mounted once inside
 * the app's DialogsProvider. Tests pass their own through <FormServicesProvider>.
 */
export type TFormServices = {
  /** showIfAdmin fields are shown (and sent) only to administrators. */
  isAdmin: boolean;
  uploadFiles: TUploadFiles;
  fileUrl: (name: string) => string;
  /** Error dialog ('Erro!'). */
  showError: (message: string) => void;
};

const FormServicesContext = createContext<Partial<TFormServices>>({});

export const FormServicesProvider = ({ value, children }: { value: Partial<TFormServices>; children: ReactNode }) => {
  const parent = use(FormServicesContext);
  const merged = useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return <FormServicesContext value={merged}>{children}</FormServicesContext>;
};

export const useFormServices = (): TFormServices => {
  const overrides = use(FormServicesContext);
  const isAdmin = useCondition('admin');
  return useMemo(
    () => ({
      isAdmin,
      uploadFiles,
      fileUrl: uploadUrl,
      showError: (message: string) => window.alert(message),
      ...overrides,
    }),
    [isAdmin, overrides],
  );
};
