import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import xcode from 'xcode';
import { localizeAndroid, localizeIos } from '../../../native-projects';

// The projects `cap add` makes, from Capacitor's own templates (scripts/mobile-sync.mjs).
const templates = fileURLToPath(
  new URL('../../../../../node_modules/@capacitor/cli/assets/', import.meta.url),
);
let root = '';
const unpack = (template: string, into: string) => {
  fs.mkdirSync(into, { recursive: true });
  const done = spawnSync('tar', ['-xzf', path.join(templates, template), '-C', into]);
  expect(done.status, String(done.stderr)).toBe(0);
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-native-'));
  unpack('android-template.tar.gz', path.join(root, 'android'));
  unpack('ios-pods-template.tar.gz', path.join(root, 'ios'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const read = (...parts: string[]) => fs.readFileSync(path.join(root, ...parts), 'utf8');

describe('the native projects in every language', () => {
  it("gives Android the app's name in Hindi, Spanish and Arabic", () => {
    localizeAndroid(path.join(root, 'android'));
    const res = ['android', 'app/src/main/res'];
    expect(read(...res, 'values-hi/strings.xml')).toContain(
      '<string name="app_name">फ़ैसिलिटी मैनेजमेंट सिस्टम</string>',
    );
    expect(read(...res, 'values-es/strings.xml')).toContain(
      '<string name="title_activity_main">Sistema de gestión de instalaciones</string>',
    );
    expect(read(...res, 'values-ar/strings.xml')).toContain('نظام إدارة المرافق');
    expect(fs.existsSync(path.join(root, ...res, 'values-en'))).toBe(false);
  });

  it('gives iOS the name and the permission prompts in each language, known to the project', () => {
    localizeIos(path.join(root, 'ios'));
    const arabic = read('ios', 'App/App/ar.lproj/InfoPlist.strings');
    expect(arabic).toContain('CFBundleDisplayName = "نظام إدارة المرافق";');
    expect(arabic).toContain('NSLocationWhenInUseUsageDescription = "يُتحقَّق من موقعك');
    expect(read('ios', 'App/App/en.lproj/InfoPlist.strings')).toContain(
      'NSCameraUsageDescription = "The camera scans asset labels and takes site photos.";',
    );

    const projectFile = path.join(root, 'ios/App/App.xcodeproj/project.pbxproj');
    const once = fs.readFileSync(projectFile, 'utf8');
    const project = xcode.project(projectFile).parseSync();
    const group = project.findPBXVariantGroupKey({ name: 'InfoPlist.strings' }) ?? '';
    const variants = project.getPBXVariantGroupByKey(group);
    expect(variants.isa).toBe('PBXVariantGroup');
    expect(variants.children.map((child) => child.comment)).toEqual(['en', 'hi', 'es', 'ar']);
    expect(once).toMatch(/knownRegions = \(\s*en,\s*Base,\s*hi,\s*es,\s*ar,\s*\);/);
    // Copied into the app: the resources phase lists it.
    expect(once).toMatch(/files = \([^)]*InfoPlist\.strings in Resources/);

    localizeIos(path.join(root, 'ios'));
    expect(fs.readFileSync(projectFile, 'utf8')).toBe(once);
  });
});
