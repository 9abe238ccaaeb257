/**
 * The contract with PART B: the layouts render <NavBar /> in the header slot, <TagsView /> under
 * it when themeConfig.isTagsview, and <KeepAliveOutlet /> as the content.
 * (Switched from ./placeholders to PART B's components by PART B once they landed.)
 */
export { NavBar } from './navBars';
export { KeepAliveOutlet, TagsView } from './tagsView';
export { FULL_PAGE_PATHS } from './tagsView/state';
