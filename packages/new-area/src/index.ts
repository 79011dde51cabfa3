export { areaNames, render, type AreaNames } from './area-names';
export { insertRow } from './table-rows';
export { planArea, applyPlan, TEMPLATES, type AreaPlan, type FileWrite } from './plan-area';
