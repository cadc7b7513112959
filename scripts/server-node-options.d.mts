/** See server-node-options.mjs. */
export declare const SERVER_NODE_OPTIONS: readonly string[];
export declare const SERVER_ENV: Readonly<Record<string, string>>;
export declare const serverEnv: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
