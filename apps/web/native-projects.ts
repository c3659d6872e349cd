import fs from 'node:fs';
import path from 'node:path';
import xcode from 'xcode';
// By path, not as @cmms/shared/...: scripts/mobile-sync.mjs loads this file with Node itself.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
} from '../../packages/shared/src/i18n/languages.ts';
import { catalogueText } from './catalogue-text.ts';

/**
 * What a phone shows of the app outside its web view, by catalogue key (docs/languages.md): the
 * name under its icon and the sentences of the system's permission prompts. The phone picks the
 * language from its own settings, among those the app lists.
 */
export function nativeTextsIn(language: Language) {
  return {
    appName: catalogueText(language, 'common.productName'),
    cameraUsage: catalogueText(language, 'native.cameraUsage'),
    photoLibraryUsage: catalogueText(language, 'native.photoLibraryUsage'),
    locationUsage: catalogueText(language, 'native.locationUsage'),
  };
}

/** Android resource text: XML's escapes, and Android's own for quotes and a leading @ or ?. */
const androidText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\\', '\\\\')
    .replaceAll("'", "\\'")
    .replaceAll('"', '\\"')
    .replace(/^([@?])/, '\\$1');

/**
 * The app's name in each language but English, in `res/values-<language>/strings.xml` beside the
 * English `values/strings.xml` that Capacitor writes from capacitor.config.ts.
 */
export function localizeAndroid(androidDir: string) {
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    const name = androidText(nativeTextsIn(language).appName);
    const dir = path.join(androidDir, `app/src/main/res/values-${language}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'strings.xml'),
      [
        "<?xml version='1.0' encoding='utf-8'?>",
        '<!-- Written by npm run mobile:sync from the catalogues (docs/languages.md). -->',
        '<resources>',
        `    <string name="app_name">${name}</string>`,
        `    <string name="title_activity_main">${name}</string>`,
        '</resources>',
        '',
      ].join('\n'),
    );
  }
}

/** A `.strings` file's quoted value. */
const stringsText = (text: string) =>
  `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`;

/** The Info.plist keys each language's InfoPlist.strings gives. */
const infoPlistEntries = (language: Language) => {
  const texts = nativeTextsIn(language);
  return {
    CFBundleDisplayName: texts.appName,
    NSCameraUsageDescription: texts.cameraUsage,
    NSPhotoLibraryUsageDescription: texts.photoLibraryUsage,
    NSLocationWhenInUseUsageDescription: texts.locationUsage,
  };
};

const STRINGS_FILE = 'InfoPlist.strings';

/**
 * The app's name and permission sentences in every language, in `App/<language>.lproj/
 * InfoPlist.strings`, and the Xcode project told of them: one localized InfoPlist.strings in the
 * app's resources, each language a known region. Running it again changes nothing.
 */
export function localizeIos(iosDir: string) {
  const appDir = path.join(iosDir, 'App/App');
  for (const language of LANGUAGES) {
    const dir = path.join(appDir, `${language}.lproj`);
    fs.mkdirSync(dir, { recursive: true });
    const lines = Object.entries(infoPlistEntries(language)).map(
      ([key, text]) => `${key} = ${stringsText(text)};`,
    );
    fs.writeFileSync(
      path.join(dir, STRINGS_FILE),
      [
        '/* Written by npm run mobile:sync from the catalogues (docs/languages.md). */',
        ...lines,
        '',
      ].join('\n'),
    );
  }

  const projectFile = path.join(iosDir, 'App/App.xcodeproj/project.pbxproj');
  // Parsed and written again by cordova-node-xcode, as Capacitor's own migrations do.
  const project = xcode.project(projectFile);
  project.parseSync();
  let group = project.findPBXVariantGroupKey({ name: STRINGS_FILE });
  if (!group) {
    group = project.pbxCreateVariantGroup(STRINGS_FILE);
    // The library writes the kind quoted; Xcode writes it bare.
    project.getPBXVariantGroupByKey(group).isa = 'PBXVariantGroup';
    // Beside Info.plist, in the group of the app's own files, and copied into the app.
    project.addToPbxGroup(group, project.findPBXGroupKey({ path: 'App' }));
    const resource = {
      uuid: project.generateUuid(),
      fileRef: group,
      basename: STRINGS_FILE,
      group: 'Resources',
    };
    project.addToPbxBuildFileSection(resource);
    project.addToPbxResourcesBuildPhase(resource);
  }
  const variants = project.getPBXVariantGroupByKey(group);
  const references = project.pbxFileReferenceSection();
  for (const language of LANGUAGES) {
    project.addKnownRegion(language);
    const filePath = `${language}.lproj/${STRINGS_FILE}`;
    if (project.hasFile(filePath)) continue;
    // Written as Xcode writes a localization: the variant named by its region.
    const reference = project.generateUuid();
    references[reference] = {
      isa: 'PBXFileReference',
      lastKnownFileType: 'text.plist.strings',
      name: language,
      path: `"${filePath}"`,
      sourceTree: '"<group>"',
    };
    references[`${reference}_comment`] = language;
    variants.children.push({ value: reference, comment: language });
  }
  fs.writeFileSync(projectFile, project.writeSync());
}
