// `npm run mobile:sync`: builds the web app for the native wrapper (apps/web/dist-native), adds
// the Android and iOS projects when they are missing (apps/web/android, apps/web/ios: generated,
// never committed), gives them the permissions the plugins need, and copies the build and the
// plugins into them (`cap sync`). Runs anywhere Node does: opening and building the projects is
// for Android Studio and Xcode (docs/mobile.md).
//
//   VITE_API_BASE_URL=https://cmms.example.com npm run mobile:sync
//
// VITE_API_BASE_URL   the server the app calls; without it the app has no server to reach.
// ANDROID_GOOGLE_SERVICES_JSON   a Firebase project's google-services.json: copied into the
//                     Android project, and push notifications are switched on in the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localizeAndroid, localizeIos, nativeTextsIn } from '../apps/web/native-projects.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
const cap = path.join(root, 'node_modules/.bin/cap');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const apiBaseUrl = process.env.VITE_API_BASE_URL?.trim() ?? '';
if (!apiBaseUrl) {
  console.warn(
    '\n[mobile:sync] VITE_API_BASE_URL is not set: the app will be built without a server to call.\n' +
      '              Set it to the server address, e.g. VITE_API_BASE_URL=https://cmms.example.com\n',
  );
}
const googleServices = process.env.ANDROID_GOOGLE_SERVICES_JSON?.trim() ?? '';
if (googleServices && !fs.existsSync(googleServices)) {
  console.error(`[mobile:sync] ANDROID_GOOGLE_SERVICES_JSON: no file at ${googleServices}`);
  process.exit(1);
}
const env = {
  ...process.env,
  VITE_API_BASE_URL: apiBaseUrl,
  VITE_ANDROID_PUSH: googleServices ? '1' : '',
};

run('npx', ['vite', 'build', '--mode', 'native'], { cwd: web, env });

// The ML Kit scanner ships for CocoaPods only; Capacitor 8 would otherwise make a Swift Package
// Manager project for iOS, without the Podfile the steps below edit.
const addOptions = { android: [], ios: ['--packagemanager', 'CocoaPods'] };
for (const platform of ['android', 'ios']) {
  if (!fs.existsSync(path.join(web, platform))) {
    run(cap, ['add', platform, ...addOptions[platform]], { cwd: web, env });
  }
}

/** Inserts `text` before `marker` in `file` unless `present` is already there. */
function ensure(file, present, marker, text) {
  const content = fs.readFileSync(file, 'utf8');
  if (content.includes(present)) return;
  if (!content.includes(marker)) throw new Error(`${file}: no ${marker} to insert before`);
  fs.writeFileSync(file, content.replace(marker, `${text}${marker}`));
}

// Android: what the camera, the scanner, the position and push ask of the manifest.
const manifest = path.join(web, 'android/app/src/main/AndroidManifest.xml');
for (const permission of [
  'CAMERA',
  'ACCESS_COARSE_LOCATION',
  'ACCESS_FINE_LOCATION',
  'POST_NOTIFICATIONS',
]) {
  const line = `<uses-permission android:name="android.permission.${permission}" />`;
  ensure(manifest, line, '</manifest>', `    ${line}\n`);
}
// Google's ready-made code scanner is fetched with the app from the Play Store, not at first scan.
ensure(
  manifest,
  'com.google.mlkit.vision.DEPENDENCIES',
  '    </application>',
  '        <meta-data android:name="com.google.mlkit.vision.DEPENDENCIES" android:value="barcode_ui" />\n',
);
if (googleServices) {
  fs.copyFileSync(googleServices, path.join(web, 'android/app/google-services.json'));
}
// The app's name in each language (English is capacitor.config.ts's appName).
localizeAndroid(path.join(web, 'android'));

// iOS: the sentences the permission prompts show (in English in Info.plist, every language in
// its InfoPlist.strings), and ML Kit's minimum iOS version.
const plist = path.join(web, 'ios/App/App/Info.plist');
const english = nativeTextsIn('en');
for (const [key, sentence] of [
  ['NSCameraUsageDescription', english.cameraUsage],
  ['NSPhotoLibraryUsageDescription', english.photoLibraryUsage],
  ['NSLocationWhenInUseUsageDescription', english.locationUsage],
]) {
  ensure(
    plist,
    `<key>${key}</key>`,
    '</dict>\n</plist>',
    `\t<key>${key}</key>\n\t<string>${sentence}</string>\n`,
  );
}
localizeIos(path.join(web, 'ios'));
const podfile = path.join(web, 'ios/App/Podfile');
fs.writeFileSync(
  podfile,
  fs
    .readFileSync(podfile, 'utf8')
    .replace(/platform :ios, '1[0-5](\.\d+)?'/, "platform :ios, '15.5'"),
);

// Copies the build and the plugins in. Without CocoaPods (any machine but a Mac) the iOS part
// skips `pod install` and says so; run `npx cap sync ios` again on the Mac that builds it.
run(cap, ['sync'], { cwd: web, env });
console.info(
  `\n[mobile:sync] Done. Android: open apps/web/android in Android Studio (or ./gradlew assembleDebug there).` +
    `\n              iOS: on a Mac, open apps/web/ios/App/App.xcworkspace in Xcode.` +
    (googleServices ? '' : '\n              Push notifications are off: see docs/mobile.md.'),
);
