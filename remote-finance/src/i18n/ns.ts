/** The i18next namespace of the finance remote's texts. */
export const NS = 'finance';
