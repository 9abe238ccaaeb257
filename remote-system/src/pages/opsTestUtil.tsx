/** Kept for the ops pages' tests: renderPage itself now keeps antd's CSS out of the queried DOM. */
export { renderPage as renderFast } from '../../test/render';
