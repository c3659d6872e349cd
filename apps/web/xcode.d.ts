// The part of cordova-node-xcode (`xcode`, no types of its own) that native-projects.ts uses.
declare module 'xcode' {
  type Section = Record<string, Record<string, unknown> | string>;
  type BuildFile = { uuid: string; fileRef: string; basename: string; group: string };
  type Project = {
    parseSync(): Project;
    writeSync(): string;
    generateUuid(): string;
    findPBXGroupKey(criteria: { name?: string; path?: string }): string | undefined;
    findPBXVariantGroupKey(criteria: { name?: string; path?: string }): string | undefined;
    pbxCreateVariantGroup(name: string): string;
    addToPbxGroup(child: string, groupKey: string | undefined): void;
    addToPbxBuildFileSection(file: BuildFile): void;
    addToPbxResourcesBuildPhase(file: BuildFile): void;
    addKnownRegion(name: string): void;
    hasFile(path: string): object | false;
    getPBXVariantGroupByKey(key: string): {
      isa: string;
      children: { value: string; comment: string }[];
    };
    pbxFileReferenceSection(): Section;
  };
  const xcode: { project(file: string): Project };
  export default xcode;
}
