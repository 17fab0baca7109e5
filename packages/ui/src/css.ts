export { type Vars, vars } from './theme/contract.css';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export { darkTheme } from './theme/themes/dark.css';
export { lightTheme } from './theme/themes/light.css';
export { visuallyHidden } from './utils/VisuallyHidden.css';
