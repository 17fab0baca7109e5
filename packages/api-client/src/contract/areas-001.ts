export const endpoints001 = {} as const;
