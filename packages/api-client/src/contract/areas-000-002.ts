export const endpoints000002 = {} as const;
