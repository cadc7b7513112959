import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';

type Images = { logo?: string | null | undefined; photo?: string | null | undefined };

/**
 * logo and photo of a payload → stored names (400 at `company.logo` / `company.photo` unless they are
 * uploads that exist). A value equal to the current one is kept as it is.
 */
export const resolveCompanyImages = async (storage: FileStorage, input: Images, current: Images = {}): Promise<Images> => {
  const changed = (key: keyof Images) => (input[key] !== undefined && input[key] === current[key] ? undefined : input[key]);
  const resolved = await resolveStoredImages(storage, 'company', { logo: changed('logo'), photo: changed('photo') });
  return {
    logo: input.logo !== undefined && input.logo === current.logo ? current.logo : resolved.logo,
    photo: input.photo !== undefined && input.photo === current.photo ? current.photo : resolved.photo,
  };
};
