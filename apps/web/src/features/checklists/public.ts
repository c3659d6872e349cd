// What other features and the shell may use of checklists; everything else in this folder is its own.
export { CellButton } from './components/cell-button';
export { checklistGridPath } from './lib/grid-paths';
export { keepChecklistsOffline } from './lib/offline-warmup';
