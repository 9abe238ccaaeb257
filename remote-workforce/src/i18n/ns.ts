/** The i18next namespace of the workforce remote's texts. */
export const NS = 'workforce';
