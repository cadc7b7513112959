import { DirectoryHome } from '@/features/directory/components/directory-home';

/** '', '{uf}', '{uf}/{municipio}': the public directory, filtered by the route's state and city. */
export { DirectoryHome as Component };
