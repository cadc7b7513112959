import { HelpPage } from '@/features/help/components/help-page';
import { isAllowed, useAccessContext } from '@/lib/authorization';
import { accessOf } from '../../routes-config';

/** help (any logged user): the sections of the screens this user may open, and those for everyone. */
const HelpRoute = () => {
  const context = useAccessContext();
  return <HelpPage canOpen={(screen) => context !== null && isAllowed(accessOf(screen), context)} />;
};

export { HelpRoute as Component };
