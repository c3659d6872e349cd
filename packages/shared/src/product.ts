/** Product identity, shown on the login page, in the API root and on the about page. */
export const PRODUCT_NAME = 'Facility Management System';
export const PRODUCT_SHORT_NAME = 'FMS';
/** The version the spec shows on the about page (doc 000 §1, doc 002 §9). */
export const APP_VERSION = '1.2.0';
