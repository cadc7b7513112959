/**
 * The menus of the authenticated area (section 2), in the menu model of section 3.
 * Each entry takes its permission key and display condition from the route table, so an entry
 * shows exactly when its route would open.
 */
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import ViewQuiltOutlinedIcon from '@mui/icons-material/ViewQuiltOutlined';
import { menuGroup, menuItem, type TMenuItem } from '@/components/layout/menu/menu-model';
import type { TTranslate } from '@/lib/i18n';
import { accessOf } from './routes-config';

type TMenuItemOptions = Parameters<typeof menuItem>[2];
const entry = (title: string, url: string, options: TMenuItemOptions = {}): TMenuItem => menuItem(title, url, { ...accessOf(url), ...options });

/**
 * Side menu: Principal (Empresas, Linhas de produtos, Minhas Empresas as section 2 lists them, then every other area
 * the user may open: the import, the company's product lines, the reports), App (admin), Configurações (and Ajuda).
 * Each entry shows only to whom its route opens.
 */
export const buildSideMenu = (t: TTranslate): TMenuItem[] => [
  menuGroup(t('menu.principal'), [
    entry(t('menu.companies'), '/companys', { icon: BusinessOutlinedIcon }),
    entry(t('menu.lines'), '/lines', { icon: CategoryOutlinedIcon }),
    entry(t('menu.myCompanies'), '/myCompanys', { icon: StorefrontOutlinedIcon }),
    entry(t('menu.companyImport'), '/companys/import', { icon: UploadFileOutlinedIcon }),
    entry(t('menu.companyLines'), '/companyLines', { icon: Inventory2OutlinedIcon }),
    entry(t('menu.reports'), '/reports', { icon: AssessmentOutlinedIcon }),
  ]),
  menuGroup(
    t('menu.app'),
    [
      entry(t('menu.banners'), '/banners', { icon: ViewCarouselOutlinedIcon }),
      entry(t('menu.menuMains'), '/menuMains', { icon: ViewQuiltOutlinedIcon }),
      entry(t('menu.menuSecondarys'), '/menuSecondarys', { icon: ListAltOutlinedIcon }),
      entry(t('menu.notifications'), '/notifications', { icon: NotificationsOutlinedIcon }),
    ],
    { showCondition: 'admin' },
  ),
  menuGroup(t('menu.settingsGroup'), [
    entry(t('menu.settings'), '/settings', { icon: SettingsOutlinedIcon }),
    entry(t('menu.help'), '/help', { icon: HelpOutlineOutlinedIcon }),
  ]),
];

/**
 * Profile menu entries (before 'Sair'). 'Usuários' and 'Perfís de Acesso' are marked (admin) there by
 * section 2; company users whose role grants them reach their companies' users and roles through the
 * settings area's menu.
 */
export const buildProfileMenu = (t: TTranslate): TMenuItem[] => [
  entry(t('profile.myProfile'), '/settings/userdata', { icon: AccountCircleOutlinedIcon }),
  entry(t('profile.users'), '/settings/users', { icon: GroupOutlinedIcon, showCondition: 'admin' }),
  entry(t('profile.roles'), '/settings/roles', { icon: AdminPanelSettingsOutlinedIcon, showCondition: 'admin' }),
  entry(t('profile.security'), '/settings/change-password', { icon: LockOutlinedIcon }),
  entry(t('profile.privacyPolicy'), '/settings/policy', { icon: PolicyOutlinedIcon }),
  entry(t('profile.imagesBanner'), '/settings/imagesbanner', { icon: ImageOutlinedIcon }),
  entry(t('profile.companyLogs'), '/settings/companyLogs', { icon: HistoryOutlinedIcon }),
  entry(t('profile.settings'), '/settings', { icon: SettingsOutlinedIcon }),
];

/** Left menu of the settings area. */
export const buildSettingsMenu = (t: TTranslate): TMenuItem[] => [
  entry(t('settingsArea.customization'), '/settings', { icon: PaletteOutlinedIcon }),
  entry(t('settingsArea.myProfile'), '/settings/userdata', { icon: AccountCircleOutlinedIcon }),
  entry(t('settingsArea.security'), '/settings/change-password', { icon: LockOutlinedIcon }),
  entry(t('settingsArea.users'), '/settings/users', { icon: GroupOutlinedIcon }),
  entry(t('settingsArea.roles'), '/settings/roles', { icon: AdminPanelSettingsOutlinedIcon }),
  entry(t('settingsArea.terms'), '/settings/terms', { icon: DescriptionOutlinedIcon }),
  entry(t('settingsArea.privacyPolicy'), '/settings/policy', { icon: PolicyOutlinedIcon }),
  entry(t('settingsArea.imagesBanner'), '/settings/imagesbanner', { icon: ImageOutlinedIcon }),
  entry(t('settingsArea.registerSettings'), '/settings/register_settings', { icon: TuneOutlinedIcon }),
  entry(t('settingsArea.companyLogs'), '/settings/companyLogs', { icon: HistoryOutlinedIcon }),
];
