import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { AcceptInvitationForm } from '@/features/auth/components/accept-invitation-form';

/** The link's token, from the fragment (`#token=…`): the browser never sends a fragment, so no server or proxy log holds it. */
const tokenOf = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null;

/**
 * convite: accept an invitation by choosing one's own password. The token is read once, then taken out of
 * the address (a replace: not in the history, a bookmark or on screen); from then on it travels only in
 * POST bodies.
 */
const InvitationRoute = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(location.hash));
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return (
    <AuthLayout>
      <AcceptInvitationForm token={token} />
    </AuthLayout>
  );
};

export { InvitationRoute as Component };
