// No i18n import: nothing to translate yet, and the website strings would ride along to /home.
import type { HomeWidget } from './types';

/** The website remote offers no dashboard widgets yet (the banners admin comes later). */
const widgets: HomeWidget[] = [];

export default widgets;
