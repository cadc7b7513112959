/** What sending an invitation needs besides the database: the system's name and the invitation page's address. */
export type InvitationMailContext = { systemName: string; pageUrl: string };
