import { IMAGE_SIZES, type TBanner } from '@rede/domain';
import { imageLinkContent } from '@/components/content-fields/content-fields';

/** Banner (section 3): image required, 244x62 suggested; optional link. */
const BANNER = imageLinkContent<TBanner>(IMAGE_SIZES.banner);

/** The one-step form. */
export const bannerFormFields = BANNER.formFields;
/** The details panel: the form's fields plus the dates. */
export const bannerDetailFields = BANNER.detailFields;
export const bannerColumns = BANNER.columns;
