// What other features may use of preventive maintenance; everything else here is its own.
export { AssetPmSection } from './components/asset-pm-section';
