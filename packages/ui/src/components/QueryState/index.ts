export { QueryState, type QueryStateProps, type QueryStateQuery } from './QueryState';
