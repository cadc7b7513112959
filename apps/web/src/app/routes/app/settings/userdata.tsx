import { ProfileForm } from '@/features/account/components/profile-form';

/** settings/userdata (Meu Perfil) */
const UserDataRoute = () => <ProfileForm />;

export { UserDataRoute as Component };
