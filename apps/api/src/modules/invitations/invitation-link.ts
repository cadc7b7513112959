import { INVITATION_PAGE_PATH } from '@rede/domain';
import { publicSiteUrl, type AppConfig } from '../../config/env.ts';
import { backofficeUrl } from '../../lib/mail/backoffice-url.ts';

/** Where invitation links point: the back-office host's invitation page, or the single site's when there is no such host. */
export const invitationPageUrl = (config: Pick<AppConfig, 'hosts' | 'publicUrl' | 'port'>): string =>
  backofficeUrl(config.hosts.backoffice, INVITATION_PAGE_PATH) ?? `${publicSiteUrl(config)}${INVITATION_PAGE_PATH}`;

/** The link of one invitation: the token in the fragment, so no server, proxy log or Referer ever carries it. */
export const invitationLink = (pageUrl: string, token: string): string => `${pageUrl}#token=${encodeURIComponent(token)}`;
