/**
 * The brand shown on the public website. One constant for now; it will come from the system
 * parameter `sys.brand.name` once the public parameters endpoint exists.
 */
export const BRAND_NAME = 'Shiftdesk';
