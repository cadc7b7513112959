import { Link as RouterLink } from 'react-router';
import { DEFAULT_PRIVATE_PATH, useUser } from '@/lib/auth';
import { systemNameOf, useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { staticStyles, transition } from '@/lib/static-styles';

/** The widths (px) `nameFrom` accepts: one class each, as the sheet is fixed per theme. */
type TNameFrom = 480;

/** Fixed styles (lib/static-styles): nothing serialised per render on the server-rendered public pages. */
const useStyles = staticStyles((theme) => ({
  root: { display: 'inline-flex' },
  link: {
    display: 'inline-flex',
    textDecoration: 'none',
    borderRadius: 1,
    '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2 },
  },
  image: { height: 40, maxWidth: 180, objectFit: 'contain', display: 'block' },
  imageCompact: { height: 40, maxWidth: 96, objectFit: 'contain', display: 'block' },
  mark: { display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' },
  // MUI's SvgIcon, at 32px
  icon: {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: 32,
    ...transition(theme.transitions.create('fill', { duration: theme.transitions.duration.shorter })),
  },
  name: { m: 0, typography: 'h6', fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' },
  nameFrom480: { display: 'none', '@media (min-width: 480px)': { display: 'inline' } },
}));

/** MUI's BatteryChargingFull icon as a plain svg. */
const BatteryChargingFull = ({ className }: { className: string }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="BatteryChargingFullIcon">
    <path d="M15.67 4H14V2h-4v2H8.33C7.6 4 7 4.6 7 5.33v15.33C7 21.4 7.6 22 8.33 22h7.33c.74 0 1.34-.6 1.34-1.33V5.33C17 4.6 16.4 4 15.67 4M11 20v-5.5H9L13 7v5.5h2z" />
  </svg>
);

/** The configured logo (or the system name); it links to the home route only when logged in (section 2). */
export const Logo = ({
  compact = false,
  nameFrom,
}: {
  compact?: boolean;
  /** Show the name only from this width (px) up: phones keep the icon. */ nameFrom?: TNameFrom;
}) => {
  const t = useT();
  const config = useAppConfig();
  const user = useUser();
  const classes = useStyles();
  const name = systemNameOf(config);
  const content = config.branding.logoUrl ? (
    <img src={config.branding.logoUrl} alt={name} className={compact ? classes.imageCompact : classes.image} />
  ) : (
    <div className={classes.mark}>
      <BatteryChargingFull className={classes.icon} />
      {compact ? null : <span className={nameFrom ? `${classes.name} ${classes[`nameFrom${nameFrom}`]}` : classes.name}>{name}</span>}
    </div>
  );
  if (!user) return <div className={classes.root}>{content}</div>;
  return (
    <RouterLink to={DEFAULT_PRIVATE_PATH} aria-label={`${name} – ${t('layout.logoHome')}`} className={classes.link}>
      {content}
    </RouterLink>
  );
};
