import { defineConfig } from '@vite-pwa/assets-generator/config';

// The icons the web manifest and the home screens ask for, drawn from the favicon. Run
// `npm run pwa-assets -w @cmms/web` after changing public/favicon.svg; the PNGs are committed
// (docs/mobile.md).
const BRAND_BLUE = '#1d4ed8';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    // Chromium's installability wants 192 and 512; the favicon is already a rounded tile.
    transparent: { sizes: [192, 512], padding: 0 },
    // Android crops maskable icons to a circle or squircle: the tile sits inside the safe zone
    // on its own blue, so no corner of white shows.
    maskable: {
      sizes: [512],
      padding: 0.3,
      resizeOptions: { background: BRAND_BLUE, fit: 'contain' },
    },
    // iOS draws its own rounded corners over a square, and would show a transparent one black;
    // it crops nothing else, so the house may be larger than in the maskable one.
    apple: {
      sizes: [180],
      padding: 0.15,
      resizeOptions: { background: BRAND_BLUE, fit: 'contain' },
    },
  },
  images: ['public/favicon.svg'],
});
