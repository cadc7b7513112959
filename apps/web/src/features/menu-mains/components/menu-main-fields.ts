import { IMAGE_SIZES, type TMenuMain } from '@rede/domain';
import { imageLinkContent } from '@/components/content-fields/content-fields';

/** Main menu (section 3): image required, 316x394 suggested; optional link. */
const MENU_MAIN = imageLinkContent<TMenuMain>(IMAGE_SIZES.menuMain);

/** The one-step form. */
export const menuMainFormFields = MENU_MAIN.formFields;
/** The details panel: the form's fields plus the dates. */
export const menuMainDetailFields = MENU_MAIN.detailFields;
export const menuMainColumns = MENU_MAIN.columns;
