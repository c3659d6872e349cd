/** Product identity, shown on the login page, in the API root and on the about page. */
export const PRODUCT_NAME = 'Facility Management System';
export const PRODUCT_SHORT_NAME = 'FMS';
/** The version the spec shows on the about page (requirements/product.md#roles, #limits). */
export const APP_VERSION = '1.2.0';
