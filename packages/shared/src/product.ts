/**
 * The product's name in the server's English (the start banner, the API root and its
 * documentation); every screen, mail and PDF reads it from the catalogue, `common.productName`,
 * in the reader's language.
 */
export const PRODUCT_NAME = 'Facility Management System';
/** The version the spec shows on the about page (requirements/product.md#roles, #limits). */
export const APP_VERSION = '1.2.0';
