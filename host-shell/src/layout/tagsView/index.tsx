/** Tags view + keep-alive routed view (PART A mounts both in every layout). */
export { KeepAliveOutlet } from './KeepAliveOutlet';
export { TagsView } from './TagsView';
export { tagsAtom, tagsViewFullAtom, refreshAtom, FULL_PAGE_PATHS } from './state';
export type { Tag } from './model';
