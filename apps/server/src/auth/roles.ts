// The role rule lives in the domain so the server and the apps apply the same one.
export { hasRole, type Role } from '@learnforge/domain';
