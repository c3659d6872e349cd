import { isNativePlatform } from './native/platform';

/** requirements/product.md#roles, #limits: the navigation switches to its mobile form under this width. */
export const MOBILE_LAYOUT_QUERY = '(max-width: 1023.98px)';

/** A list's table needs room for its columns beside the sidebar; below this, cards. */
export const WIDE_LIST_QUERY = '(min-width: 1280px)';

const PHONE_AGENT = /iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

export interface DeviceTraits {
  native: boolean;
  userAgent: string;
  hasTouch: boolean;
  width: number;
}

/**
 * requirements/product.md#roles: a device counts as mobile when the native platform is detected, or the user agent
 * is a phone, or it has touch support and a width of 768 px or less.
 */
export function isMobileDevice({ native, userAgent, hasTouch, width }: DeviceTraits): boolean {
  return native || PHONE_AGENT.test(userAgent) || (hasTouch && width <= 768);
}

/** The traits of this browser, read now (the width changes when a tablet turns). */
function currentDeviceTraits(): DeviceTraits {
  const nav = globalThis.navigator;
  return {
    native: isNativePlatform(),
    userAgent: nav?.userAgent ?? '',
    hasTouch: (nav?.maxTouchPoints ?? 0) > 0 || 'ontouchstart' in globalThis,
    width: globalThis.innerWidth ?? 0,
  };
}

export const detectMobileDevice = () => isMobileDevice(currentDeviceTraits());
